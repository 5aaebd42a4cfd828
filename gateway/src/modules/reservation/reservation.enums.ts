import { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES, PASSENGER_FARE_TYPES, TICKET_STATUSES } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const TicketStatusEnum = codedEnum("TicketStatus", "A ticket's state (upstream `status`).", TICKET_STATUSES, {
  NORMAL: "Normal",
  CHECKED_IN: "Checked in",
  RESCHEDULE: "Rescheduled",
  CHANGE: "Changed",
  CHARGEBACK: "Chargeback",
  REFUND_VOID: "Refund (void) or cancelled (cancelOrderTickets): no longer holds a seat, refused at check-in",
  REFUNDING: "Refunding",
  REFUNDED: "Refunded: no longer holds a seat",
  FRAUDULENT_CHARGEBACK: "Fraudulent chargeback",
  MERCHANT_CHARGEBACK: "Merchant chargeback",
});
export const TicketStatus = TicketStatusEnum.enum;
export type TicketStatus = keyof typeof TicketStatus;

export const PassengerTypeEnum = codedEnum("PassengerType", "A passenger's fare type.", PASSENGER_FARE_TYPES, {
  ADULT: "Adult",
  CHILD: "Child",
  INFANT: "Infant",
  ELDER: "Elder",
});
export const PassengerType = PassengerTypeEnum.enum;
export type PassengerType = keyof typeof PassengerType;

export const NotificationChannelEnum = codedEnum(
  "NotificationChannel",
  "How passengers are notified.",
  NOTIFICATION_CHANNELS,
  {
    SMS: "Text message (recorded; no SMS provider)",
    EMAIL: "E-mail (queued for the SMTP sender)",
  },
);
export const NotificationChannel = NotificationChannelEnum.enum;
export type NotificationChannel = keyof typeof NotificationChannel;

export const NotificationStatusEnum = codedEnum(
  "NotificationStatus",
  "Where a notification stands.",
  NOTIFICATION_STATUSES,
  {
    QUEUED: "E-mail waiting for delivery",
    SENDING: "E-mail being handed to the SMTP server",
    SENT: "E-mail accepted by the SMTP server",
    FAILED: "E-mail refused after three attempts",
    RECORDED: "SMS recorded (no provider)",
  },
);
export const NotificationStatus = NotificationStatusEnum.enum;
export type NotificationStatus = keyof typeof NotificationStatus;
