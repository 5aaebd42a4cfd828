import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import { upstreamNotificationSchema, upstreamStatisticsSchema, upstreamTicketSchema } from "./reservation.mapper";

interface ReservationFilter extends UpstreamPage {
  tripId: number;
  date: string | undefined;
  shift: string | undefined;
  status: number | undefined;
}

interface PassengerNotice {
  tripId: number;
  date: string;
  shift: string | null;
  channel: string;
  subject: string;
  content: string;
}

export const listReservations = upstream<ReservationFilter>().post(
  "/reservation/list",
  upstreamListSchema(upstreamTicketSchema),
);
export const findReservationStatistics = upstream<{ tripId: number }>().get(
  "/reservation/statistics",
  upstreamStatisticsSchema,
);
export const notifyPassengers = upstream<PassengerNotice>().post("/reservation/notify", upstreamNotificationSchema);
