import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { CONTENT_MAX, isoDate, maxLength, required, SUBJECT_MAX, validateFields } from "#rules";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { NotificationChannelEnum, TicketStatusEnum } from "./reservation.enums";
import { NotifyPassengersArgs, ReservationStatisticsArgs, ReservationsArgs } from "./reservation.args";
import { toPassengerNotification, toReservationStatistics, toTicket } from "./reservation.mapper";
import { PassengerNotification, ReservationStatistics, TicketPage } from "./reservation.type";
import { findReservationStatistics, listReservations, notifyPassengers } from "./reservation.upstream";

/** A page of a trip's passengers, filters checked: what `reservations` answers and the passenger export walks. */
export async function readReservations(
  context: GatewayContext,
  args: Omit<ReservationsArgs, "page">,
  page: UpstreamPage,
): Promise<TicketPage> {
  const tripId = toUpstreamId(args.tripId, "tripId");
  assertValid(validateFields({ date: [args.date, [isoDate]] }));
  const tickets = await listReservations(context.rest, {
    ...page,
    tripId,
    date: args.date || undefined,
    shift: args.shift || undefined,
    status: args.status ? TicketStatusEnum.toCode(args.status) : undefined,
  });
  return toPage(tickets, page, toTicket);
}

@Resolver()
export class ReservationResolver {
  @Query(() => TicketPage, { description: "A trip's passengers (tickets), by date, shift and ticket number." })
  @RequiresPermission({ page: "reservation" })
  async reservations(
    @Args(() => ReservationsArgs) { page, ...args }: ReservationsArgs,
    @Ctx() context: GatewayContext,
  ) {
    return readReservations(context, args, toUpstreamPage(page));
  }

  @Query(() => ReservationStatistics, { description: "Capacity, sold, locked and available seats of a trip." })
  @RequiresPermission({ page: "trip_reservation_statistics" })
  async reservationStatistics(
    @Args(() => ReservationStatisticsArgs) { tripId }: ReservationStatisticsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ReservationStatistics> {
    const statistics = await findReservationStatistics(context.rest, { tripId: toUpstreamId(tripId, "tripId") });
    return toReservationStatistics(statistics);
  }

  @Mutation(() => PassengerNotification, {
    description: "Records an SMS or e-mail to the passengers of a date (and shift); zero recipients is recorded too.",
  })
  @RequiresPermission({ cmd: "/reservation/notify" })
  async notifyPassengers(
    @Args(() => NotifyPassengersArgs) { input }: NotifyPassengersArgs,
    @Ctx() context: GatewayContext,
  ): Promise<PassengerNotification> {
    const tripId = toUpstreamId(input.tripId, "tripId");
    assertValid(
      validateFields({
        date: [input.date, [required, isoDate]],
        subject: [input.subject, [required, maxLength(SUBJECT_MAX)]],
        content: [input.content, [required, maxLength(CONTENT_MAX)]],
      }),
    );
    const notification = await notifyPassengers(context.rest, {
      tripId,
      date: input.date,
      shift: input.shift || null,
      channel: NotificationChannelEnum.toCode(input.channel),
      subject: input.subject,
      content: input.content,
    });
    return toPassengerNotification(notification);
  }
}
