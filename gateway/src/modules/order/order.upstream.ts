import { z } from "zod";
import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId } from "../shared/record-keys";
import { upstreamOrderListItemSchema, upstreamOrderSchema, type toUpstreamOrderQuery } from "./order.mapper";

export const listOrders = upstream<UpstreamPage & ReturnType<typeof toUpstreamOrderQuery>>().post(
  "/order/list",
  upstreamListSchema(upstreamOrderListItemSchema),
);
export const findOrder = upstream<RecordId>().get("/order/find", upstreamOrderSchema);
export const resendOrderConfirmation = upstream<RecordId>().post(
  "/order/resend",
  z.object({ sentTo: z.string(), queuedAt: z.string() }),
);
