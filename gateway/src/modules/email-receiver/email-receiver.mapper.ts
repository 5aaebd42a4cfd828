/** Upstream e-mail receivers (docs/system-contract.md section 4) to GraphQL, and the input to their bodies. */
import { z } from "zod";
import { upstreamId } from "../shared/wire-fields";
import { ReceiverTypeEnum } from "./email-receiver.enums";
import type { EmailReceiverInput } from "./email-receiver.input";
import type { EmailReceiver } from "./email-receiver.type";

export const upstreamReceiverSchema = z.object({
  id: upstreamId,
  email: z.string(),
  contactName: z.string(),
  type: z.string(),
  version: z.number().int(),
  createTime: z.string(),
});

export function toEmailReceiver(receiver: z.infer<typeof upstreamReceiverSchema>): EmailReceiver {
  return { ...receiver, type: ReceiverTypeEnum.fromCode(receiver.type) };
}

export function toUpstreamReceiver(input: EmailReceiverInput) {
  return {
    email: input.email.trim(),
    contactName: input.contactName.trim(),
    type: ReceiverTypeEnum.toCode(input.type),
  };
}
