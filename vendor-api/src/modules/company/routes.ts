import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import { findCompanyInfo, saveCompanyInfo } from "./company-info";
import {
  bankInfoInputSchema,
  bankInfoSchema,
  companyInfoInputSchema,
  companyInfoSchema,
  taxInfoInputSchema,
  taxInfoSchema,
  verificationSentSchema,
  versionInput,
} from "./schemas";
import { findBankInfo, findTaxInfo, saveBankInfo, saveTaxInfo } from "./tax-bank";
import { confirmEmailVerification, sendEmailVerification } from "./verification";

const TAG = "company";

/** Company, tax and bank info of the session's tenant (docs/company-contract.md). */
export function registerCompanyRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  defineRoute(app, {
    method: "GET",
    url: "/company/info/find",
    auth: "operator",
    access: [{ page: "company_info" }],
    tag: TAG,
    summary: "The company info; before the first save the defaults with version 0",
    result: companyInfoSchema,
    handler: ({ session }) => findCompanyInfo(db, session.tenantId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/company/info/save",
    auth: "operator",
    access: [{ cmd: "/company/info/edit" }],
    tag: TAG,
    summary:
      "Save the company info (version 0 creates it); the tenant takes its domain and time zone; marks companyInfo done",
    body: companyInfoInputSchema.extend(versionInput),
    result: companyInfoSchema,
    handler: ({ body, session }) => saveCompanyInfo(context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/company/email/verify/send",
    auth: "operator",
    access: [{ cmd: "/company/info/edit" }],
    tag: TAG,
    summary: "Queue a 6-digit code (valid 10 minutes, replaces the previous one) to the saved contact e-mail",
    result: verificationSentSchema,
    handler: ({ session }) => sendEmailVerification(context, session),
  });

  defineRoute(app, {
    method: "POST",
    url: "/company/email/verify/confirm",
    auth: "operator",
    access: [{ cmd: "/company/info/edit" }],
    tag: TAG,
    summary: "Verify the contact e-mail with the latest code, once, within its 10 minutes",
    body: z.object({ code: z.string().nullish().describe("The 6 digits of the e-mail") }),
    result: companyInfoSchema,
    handler: ({ body, session }) => confirmEmailVerification(context, session, body.code),
  });

  defineRoute(app, {
    method: "GET",
    url: "/company/tax/find",
    auth: "operator",
    access: [{ page: "tax_info" }, { cmd: "/tax/info/edit" }],
    tag: TAG,
    summary: "The tax info; the TIN as tinSet and its last four digits only",
    result: taxInfoSchema,
    handler: ({ session }) => findTaxInfo(context, session.tenantId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/company/tax/save",
    auth: "operator",
    access: [{ cmd: "/tax/info/edit" }],
    tag: TAG,
    summary: "Save the tax info (version 0 creates it); marks taxInfo done",
    body: taxInfoInputSchema.extend(versionInput),
    result: taxInfoSchema,
    handler: ({ body, session }) => saveTaxInfo(context, session, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/company/bank/find",
    auth: "operator",
    access: [{ page: "bank_info" }, { cmd: "/bank/info/edit" }],
    tag: TAG,
    summary: "The bank info; routing and account numbers as their last four digits only",
    result: bankInfoSchema,
    handler: ({ session }) => findBankInfo(context, session.tenantId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/company/bank/save",
    auth: "operator",
    access: [{ cmd: "/bank/info/edit" }],
    tag: TAG,
    summary:
      "Save the bank info (version 0 creates it; checking accounts only); submits the payout account; marks bankInfo done",
    body: bankInfoInputSchema.extend(versionInput),
    result: bankInfoSchema,
    handler: ({ body, session }) => saveBankInfo(context, session, body),
  });
}
