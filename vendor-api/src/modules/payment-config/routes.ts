import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context";
import { stripeAccounts } from "../../db/schema";
import { notFound } from "../../protocol/errors";
import { defineRoute } from "../../protocol/route";
import { creditCardMethod } from "./credit-card";
import { findBookingFee, findServiceFee, saveBookingFee } from "./fees";
import { addPaymentConfig, editPaymentConfig, findPaymentConfig } from "./method-config";
import { paypalMethod } from "./paypal";
import {
  bookingFeeConfigSchema,
  bookingFeeInputSchema,
  creditCardConfigSchema,
  creditCardInputSchema,
  paypalConfigSchema,
  paypalInputSchema,
  serviceFeeConfigSchema,
  unpaidHoldInputSchema,
  unpaidHoldSchema,
  versionInput,
} from "./schemas";
import { findUnpaidHold, saveUnpaidHold } from "./unpaid-hold";

const TAG = "payment";

export function registerPaymentConfigRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  defineRoute(app, {
    method: "GET",
    url: "/config/creditcard/find",
    auth: "operator",
    access: [{ page: "payment" }],
    tag: TAG,
    summary: "The card gateway configuration (null when none); secrets are reported as <name>Set only",
    result: creditCardConfigSchema.nullable(),
    handler: ({ session }) => findPaymentConfig(creditCardMethod, context, session.tenantId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/config/creditcard/add",
    auth: "operator",
    access: [{ cmd: "/config/creditcard/add" }],
    tag: TAG,
    summary: "Create the card gateway configuration (10008 when one exists); marks the payment step done",
    body: creditCardInputSchema,
    result: creditCardConfigSchema,
    handler: ({ body, session }) => addPaymentConfig(creditCardMethod, context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/config/creditcard/edit",
    auth: "operator",
    access: [{ cmd: "/config/creditcard/edit" }],
    tag: TAG,
    summary: "Update the card gateway configuration; blank secrets keep the stored ones",
    body: creditCardInputSchema.extend(versionInput),
    result: creditCardConfigSchema,
    handler: ({ body, session }) => editPaymentConfig(creditCardMethod, context, session, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/config/paypal/find",
    auth: "operator",
    access: [{ page: "payment" }],
    tag: TAG,
    summary: "The PayPal configuration (null when none); secrets are reported as <name>Set only",
    result: paypalConfigSchema.nullable(),
    handler: ({ session }) => findPaymentConfig(paypalMethod, context, session.tenantId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/config/paypal/add",
    auth: "operator",
    access: [{ cmd: "/config/paypal/add" }],
    tag: TAG,
    summary: "Create the PayPal configuration (10008 when one exists); marks the payment step done",
    body: paypalInputSchema,
    result: paypalConfigSchema,
    handler: ({ body, session }) => addPaymentConfig(paypalMethod, context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/config/paypal/edit",
    auth: "operator",
    access: [{ cmd: "/config/paypal/edit" }],
    tag: TAG,
    summary: "Update the PayPal configuration; blank secrets keep the stored ones",
    body: paypalInputSchema.extend(versionInput),
    result: paypalConfigSchema,
    handler: ({ body, session }) => editPaymentConfig(paypalMethod, context, session, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/bookingfee/config/find",
    auth: "operator",
    access: [{ page: "payment" }],
    tag: TAG,
    summary: "The booking fee charged to buyers (null when none is saved)",
    result: bookingFeeConfigSchema.nullable(),
    handler: ({ session }) => findBookingFee(db, session.tenantId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/bookingfee/config/save",
    auth: "operator",
    access: [{ cmd: "/bookingfee/config/save" }],
    tag: TAG,
    summary: "Save the booking fee; version required once one exists",
    body: bookingFeeInputSchema,
    result: bookingFeeConfigSchema,
    handler: ({ body, session }) => saveBookingFee(db, session, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/config/hold/find",
    auth: "operator",
    access: [{ page: "payment" }],
    tag: TAG,
    summary: "How many days an unpaid booking holds its seats before they are released",
    result: unpaidHoldSchema,
    handler: ({ session }) => findUnpaidHold(db, session.tenantId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/config/hold/save",
    auth: "operator",
    access: [{ cmd: "/config/hold/save" }],
    tag: TAG,
    summary: "Save the unpaid hold period (whole days, 1 to 90) under the version read; unpaid orders follow it",
    body: unpaidHoldInputSchema,
    result: unpaidHoldSchema,
    handler: ({ body, session }) => saveUnpaidHold(db, session, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/service-fee/config/query",
    auth: "operator",
    access: [{ page: "payment" }],
    tag: TAG,
    summary:
      "The platform's fees for the tenant as its statements deduct them (its statement rates); another tenant's id answers 20404",
    query: z.object({ tid: z.int() }),
    result: serviceFeeConfigSchema,
    handler: ({ query, session }) => {
      if (query.tid !== session.tenantId) throw notFound();
      return findServiceFee(db, session.tenantId);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/stripe/account/custom/find",
    auth: "operator",
    access: [{ page: "bank_info" }],
    tag: TAG,
    summary: "A connected Stripe custom account of the tenant",
    body: z.object({ id: z.string().min(1) }),
    result: z.object({
      id: z.string(),
      chargesEnabled: z.boolean(),
      payoutsEnabled: z.boolean(),
      detailsSubmitted: z.boolean(),
    }),
    handler: async ({ body, session }) => {
      const [account] = await db
        .select({
          id: stripeAccounts.id,
          chargesEnabled: stripeAccounts.chargesEnabled,
          payoutsEnabled: stripeAccounts.payoutsEnabled,
          detailsSubmitted: stripeAccounts.detailsSubmitted,
        })
        .from(stripeAccounts)
        .where(and(eq(stripeAccounts.id, body.id), eq(stripeAccounts.tenantId, session.tenantId)))
        .limit(1);
      if (!account) throw notFound();
      return account;
    },
  });
}
