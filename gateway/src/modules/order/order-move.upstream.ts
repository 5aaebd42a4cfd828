import { z } from "zod";
import { upstream } from "../../rest/upstream-call";
import { upstreamOrderSchema } from "./order.mapper";

export interface UpstreamOrderMoveQuoteBody {
  orderId: number;
  ticketIds: number[];
  date: string;
  shift: string | null;
}

export interface UpstreamOrderMoveBody extends UpstreamOrderMoveQuoteBody {
  version: number;
  notifyCustomer: boolean;
}

const int = z.number().int();

export const upstreamMoveQuoteSchema = z.object({
  tickets: z.array(
    z.object({ ticketId: int, ticketNumber: z.string(), date: z.string(), shift: z.string().nullable() }),
  ),
  feeType: int,
  fee: z.string(),
  collectedNow: z.boolean(),
  seatsLeft: int.nullable(),
  shifts: z.array(z.object({ name: z.string(), available: int })),
  movable: z.boolean(),
});

/** docs/sales-contract.md section 14. */
export const quoteOrderMove = upstream<UpstreamOrderMoveQuoteBody>().post("/order/move/quote", upstreamMoveQuoteSchema);
/** Answers the order as `/order/find` does. */
export const moveOrder = upstream<UpstreamOrderMoveBody>().post("/order/move", upstreamOrderSchema);
