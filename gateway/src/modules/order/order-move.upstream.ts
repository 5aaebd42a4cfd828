import { z } from "zod";
import { upstream } from "../../rest/upstream-call";
import { upstreamOrderSchema } from "./order.mapper";

export interface UpstreamOrderMoveQuoteBody {
  orderId: number;
  ticketIds: number[];
  date: string;
  shift: string | null;
  tripId?: number;
  priceMode?: string;
  options?: { ticketId: number; option: string }[];
}

export interface UpstreamOrderMoveBody extends UpstreamOrderMoveQuoteBody {
  version: number;
  notifyCustomer: boolean;
}

const int = z.number().int();

export const upstreamMoveQuoteSchema = z.object({
  tickets: z.array(
    z.object({
      ticketId: int,
      ticketNumber: z.string(),
      date: z.string(),
      shift: z.string().nullable(),
      option: z.string(),
      price: z.string(),
      newPrice: z.string(),
    }),
  ),
  tripId: int,
  tripName: z.string(),
  feeType: int,
  fee: z.string(),
  difference: z.string(),
  collectedNow: z.boolean(),
  cashNow: z.string(),
  refund: z.string(),
  seatsLeft: int.nullable(),
  shifts: z.array(z.object({ name: z.string(), available: int })),
  options: z.array(z.object({ name: z.string(), price: z.string() })),
  movable: z.boolean(),
});

/** docs/sales-contract.md section 14. */
export const quoteOrderMove = upstream<UpstreamOrderMoveQuoteBody>().post("/order/move/quote", upstreamMoveQuoteSchema);
/** Answers the order as `/order/find` does. */
export const moveOrder = upstream<UpstreamOrderMoveBody>().post("/order/move", upstreamOrderSchema);
