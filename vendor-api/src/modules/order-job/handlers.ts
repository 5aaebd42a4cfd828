import type { OrderJobKind } from "#rules";
import { cancelDeparture } from "./cancel-departure";
import { cancelOrders } from "./cancel-orders";
import type { OrderJobKindHandler } from "./kind";
import { messageCustomers } from "./message";
import { resendConfirmations } from "./resend";

/** Each kind's handler: one file per kind. */
export const ORDER_JOB_HANDLERS: Record<OrderJobKind, OrderJobKindHandler> = {
  RESEND_CONFIRMATIONS: resendConfirmations,
  MESSAGE_CUSTOMERS: messageCustomers,
  CANCEL_ORDERS: cancelOrders,
  CANCEL_DEPARTURE: cancelDeparture,
};
