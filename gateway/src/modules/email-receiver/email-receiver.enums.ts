import { codedEnum } from "../shared/coded-enum";

export const ReceiverTypeEnum = codedEnum("EmailReceiverType", "Which system e-mails a receiver gets.", {
  REFUND: { code: "refund", description: "A refund is requested" },
  REFUND_RESULT: { code: "refundResult", description: "A refund is approved, rejected or completed" },
  NOTIFICATION: { code: "notification", description: "A copy of every customer notification sent" },
});
export const EmailReceiverType = ReceiverTypeEnum.enum;
export type EmailReceiverType = keyof typeof EmailReceiverType;
