import { upstream } from "../../rest/upstream-call";
import { upstreamBankInfoSchema, upstreamPayoutAccountSchema, type toUpstreamBankInfo } from "./bank-info.mapper";
import {
  upstreamCompanyInfoSchema,
  upstreamVerificationSentSchema,
  type toUpstreamCompanyInfo,
} from "./company-info.mapper";
import { upstreamTaxInfoSchema, type toUpstreamTaxInfo } from "./tax-info.mapper";

export const findCompanyInfo = upstream().get("/company/info/find", upstreamCompanyInfoSchema);
export const saveCompanyInfo = upstream<ReturnType<typeof toUpstreamCompanyInfo>>().post(
  "/company/info/save",
  upstreamCompanyInfoSchema,
);
export const sendCompanyEmailVerification = upstream().post(
  "/company/email/verify/send",
  upstreamVerificationSentSchema,
);
export const confirmCompanyEmail = upstream<{ code: string }>().post(
  "/company/email/verify/confirm",
  upstreamCompanyInfoSchema,
);
export const findBankInfo = upstream().get("/company/bank/find", upstreamBankInfoSchema);
export const saveBankInfo = upstream<ReturnType<typeof toUpstreamBankInfo>>().post(
  "/company/bank/save",
  upstreamBankInfoSchema,
);
export const findPayoutAccount = upstream<{ id: string }>().post(
  "/api/stripe/account/custom/find",
  upstreamPayoutAccountSchema,
);
export const findTaxInfo = upstream().get("/company/tax/find", upstreamTaxInfoSchema);
export const saveTaxInfo = upstream<ReturnType<typeof toUpstreamTaxInfo>>().post(
  "/company/tax/save",
  upstreamTaxInfoSchema,
);
