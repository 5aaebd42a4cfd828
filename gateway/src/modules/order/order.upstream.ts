import { z } from "zod";
import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId } from "../shared/record-keys";
import {
  upstreamOrderListItemSchema,
  upstreamOrderNoteSchema,
  upstreamOrderSchema,
  type toUpstreamOrderQuery,
  type UpstreamOrderMember,
} from "./order.mapper";

type OrderListBody = UpstreamPage & ReturnType<typeof toUpstreamOrderQuery>;

export const listOrders = upstream<OrderListBody>().post(
  "/order/list",
  upstreamListSchema(upstreamOrderListItemSchema),
);

/**
 * `/order/list` asked for some members of each row (`fields`, docs/sales-contract.md section 4), its answer held to
 * them. One call per set of members, kept for the few sets the console's and integrators' operations select; past
 * those, each call is built anew rather than kept, so that no run of odd selections grows the gateway.
 */
const KEPT_MEMBER_SETS = 64;
const listOrderMembersCalls = new Map<string, ReturnType<typeof buildListOrderMembers>>();
const buildListOrderMembers = (members: readonly UpstreamOrderMember[]) =>
  upstream<OrderListBody & { fields: readonly UpstreamOrderMember[] }>().post(
    "/order/list",
    upstreamListSchema(
      upstreamOrderListItemSchema.pick(
        Object.fromEntries(members.map((member) => [member, true])) as Partial<Record<UpstreamOrderMember, true>>,
      ),
    ),
  );

export function listOrderMembers(members: readonly UpstreamOrderMember[]) {
  const key = members.join();
  let call = listOrderMembersCalls.get(key);
  if (!call) {
    call = buildListOrderMembers(members);
    if (listOrderMembersCalls.size < KEPT_MEMBER_SETS) listOrderMembersCalls.set(key, call);
  }
  return call;
}

export const findOrder = upstream<RecordId>().get("/order/find", upstreamOrderSchema);
export interface UpstreamOrderContact {
  id: number;
  version: number;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  passengers: Array<{ ticketId: number; passengerName: string }>;
}

export const editOrderContact = upstream<UpstreamOrderContact>().post("/order/contact/edit", upstreamOrderSchema);
export const addOrderNote = upstream<{ id: number; text: string }>().post("/order/note/add", upstreamOrderNoteSchema);
export const resendOrderConfirmation = upstream<RecordId>().post(
  "/order/resend",
  z.object({ sentTo: z.string(), queuedAt: z.string() }),
);
