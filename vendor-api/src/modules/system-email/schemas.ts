import { z } from "zod";
import { textCodeOf } from "../../protocol/code-schemas";
import { RECEIVER_TYPES } from "../../protocol/rules";
import { isoDateTime } from "../tenant/schemas";

const receiverType = textCodeOf(RECEIVER_TYPES).describe(
  "refund: a refund is requested; refundResult: approved, rejected or completed; notification: a copy",
);

export const receiverSchema = z.object({
  id: z.int(),
  email: z.string(),
  contactName: z.string(),
  type: receiverType,
  version: z.int(),
  createTime: isoDateTime(),
});

/** Text fields are checked by the shared rules (20001 with their messages), not by the schema. */
export const receiverInputSchema = z.object({
  email: z.string().describe("Required ('enter address'), an address, unique per tenant and type (case-insensitive)"),
  contactName: z.string().describe("Required ('enter contact name'), a name of at most 50 characters"),
  type: receiverType,
});

export type Receiver = z.infer<typeof receiverSchema>;
export type ReceiverInput = z.infer<typeof receiverInputSchema>;
