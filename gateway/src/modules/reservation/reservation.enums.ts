import { codedEnum } from "../shared/coded-enum";

export const TicketStatusEnum = codedEnum("TicketStatus", "A ticket's state (upstream `status`).", {
  NORMAL: { code: 0, description: "Normal" },
  CHECKED_IN: { code: 1, description: "Checked in" },
  RESCHEDULE: { code: 4, description: "Rescheduled" },
  CHANGE: { code: 5, description: "Changed" },
  CHARGEBACK: { code: 6, description: "Chargeback" },
  REFUND_VOID: { code: 7, description: "Refund (void): no longer holds a seat" },
  REFUNDING: { code: 8, description: "Refunding" },
  REFUNDED: { code: 9, description: "Refunded: no longer holds a seat" },
  FRAUDULENT_CHARGEBACK: { code: 10, description: "Fraudulent chargeback" },
  MERCHANT_CHARGEBACK: { code: 11, description: "Merchant chargeback" },
});
export const TicketStatus = TicketStatusEnum.enum;
export type TicketStatus = keyof typeof TicketStatus;

export const PassengerTypeEnum = codedEnum("PassengerType", "A passenger's fare type.", {
  ADULT: { code: 0, description: "Adult" },
  CHILD: { code: 1, description: "Child" },
  INFANT: { code: 2, description: "Infant" },
  ELDER: { code: 3, description: "Elder" },
});
export const PassengerType = PassengerTypeEnum.enum;
export type PassengerType = keyof typeof PassengerType;

export const NotificationChannelEnum = codedEnum("NotificationChannel", "How passengers are notified.", {
  SMS: { code: "sms", description: "Text message (recorded; no SMS provider)" },
  EMAIL: { code: "email", description: "E-mail (queued for the SMTP sender)" },
});
export const NotificationChannel = NotificationChannelEnum.enum;
export type NotificationChannel = keyof typeof NotificationChannel;

export const NotificationStatusEnum = codedEnum("NotificationStatus", "Where a notification stands.", {
  QUEUED: { code: "queued", description: "E-mail waiting for delivery" },
  SENDING: { code: "sending", description: "E-mail being handed to the SMTP server" },
  SENT: { code: "sent", description: "E-mail accepted by the SMTP server" },
  FAILED: { code: "failed", description: "E-mail refused after three attempts" },
  RECORDED: { code: "recorded", description: "SMS recorded (no provider)" },
});
export const NotificationStatus = NotificationStatusEnum.enum;
export type NotificationStatus = keyof typeof NotificationStatus;
