import { RECEIVER_TYPES } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const ReceiverTypeEnum = codedEnum(
  "EmailReceiverType",
  "Which system e-mails a receiver gets.",
  RECEIVER_TYPES,
  {
    REFUND: "A refund is requested",
    REFUND_RESULT: "A refund is approved, rejected or completed",
    NOTIFICATION: "A copy of every customer notification sent",
  },
);
export const EmailReceiverType = ReceiverTypeEnum.enum;
export type EmailReceiverType = keyof typeof EmailReceiverType;
