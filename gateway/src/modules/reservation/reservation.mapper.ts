import { z } from "zod";
import { InventoryTypeEnum } from "../trip/trip.enums";
import {
  NotificationChannelEnum,
  NotificationStatusEnum,
  PassengerTypeEnum,
  TicketStatusEnum,
} from "./reservation.enums";
import type { PassengerNotification, ReservationStatistics, Ticket } from "./reservation.type";

const int = z.number().int();

export const upstreamTicketSchema = z.object({
  id: int,
  ticketNumber: z.string(),
  orderNumber: z.string(),
  tripId: int,
  date: z.string(),
  shift: z.string().nullable(),
  option: z.string().nullable(),
  passengerName: z.string(),
  passengerType: int,
  status: int,
  held: z.boolean(),
  checkedBy: z.string().nullable(),
  checkTime: z.string().nullable(),
});

export function toTicket(ticket: z.infer<typeof upstreamTicketSchema>): Ticket {
  return {
    ...ticket,
    id: String(ticket.id),
    tripId: String(ticket.tripId),
    passengerType: PassengerTypeEnum.fromCode(ticket.passengerType),
    status: TicketStatusEnum.fromCode(ticket.status),
    statusCode: ticket.status,
  };
}

const counts = { capacity: int.nullable(), sold: int, locked: int, available: int.nullable() };
export const upstreamStatisticsSchema = z.object({
  tripId: int,
  inventoryType: int,
  list: z.array(z.object({ date: z.string(), shift: z.string().nullable(), ...counts })),
  total: z.object(counts),
});

export function toReservationStatistics(stats: z.infer<typeof upstreamStatisticsSchema>): ReservationStatistics {
  return {
    tripId: String(stats.tripId),
    inventoryType: InventoryTypeEnum.fromCode(stats.inventoryType),
    rows: stats.list,
    total: stats.total,
  };
}

export const upstreamNotificationSchema = z.object({
  id: int,
  tripId: int,
  date: z.string(),
  shift: z.string().nullable(),
  channel: z.string(),
  subject: z.string(),
  content: z.string(),
  recipientCount: int,
  status: z.string(),
  createTime: z.string(),
});

export function toPassengerNotification(row: z.infer<typeof upstreamNotificationSchema>): PassengerNotification {
  return {
    ...row,
    id: String(row.id),
    tripId: String(row.tripId),
    channel: NotificationChannelEnum.fromCode(row.channel),
    status: NotificationStatusEnum.fromCode(row.status),
  };
}
