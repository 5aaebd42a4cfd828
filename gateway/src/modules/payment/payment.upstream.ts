import { upstream } from "../../rest/upstream-call";
import {
  upstreamBookingFeeSchema,
  upstreamCreditCardSchema,
  upstreamPaypalSchema,
  upstreamServiceFeeSchema,
  type toUpstreamBookingFee,
  type toUpstreamCreditCard,
  type toUpstreamPaypal,
} from "./payment.mapper";

type CreditCardFields = ReturnType<typeof toUpstreamCreditCard>;
type PaypalFields = ReturnType<typeof toUpstreamPaypal>;
/** An edit sends the version the configuration was read with; `versionOrNone` tells an edit from a first save. */
type Edited = { version: number | null | undefined };

export const findCreditCardConfig = upstream().get("/config/creditcard/find", upstreamCreditCardSchema.nullable());
export const addCreditCardConfig = upstream<CreditCardFields>().post(
  "/config/creditcard/add",
  upstreamCreditCardSchema,
);
export const editCreditCardConfig = upstream<CreditCardFields & Edited>().post(
  "/config/creditcard/edit",
  upstreamCreditCardSchema,
);
export const findPaypalConfig = upstream().get("/config/paypal/find", upstreamPaypalSchema.nullable());
export const addPaypalConfig = upstream<PaypalFields>().post("/config/paypal/add", upstreamPaypalSchema);
export const editPaypalConfig = upstream<PaypalFields & Edited>().post("/config/paypal/edit", upstreamPaypalSchema);
export const findBookingFee = upstream().get("/bookingfee/config/find", upstreamBookingFeeSchema.nullable());
export const saveBookingFee = upstream<ReturnType<typeof toUpstreamBookingFee>>().post(
  "/bookingfee/config/save",
  upstreamBookingFeeSchema,
);
export const findServiceFee = upstream<{ tid: string }>().get("/service-fee/config/query", upstreamServiceFeeSchema);
