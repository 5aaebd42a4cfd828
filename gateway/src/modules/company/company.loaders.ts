/**
 * Per-request company loaders: a record read by several fields of one request (`bankInfo` and `payoutAccount`), or
 * by a save's rules, is read once.
 */
import { onceLoader } from "../../loaders";
import type { RestClient } from "../../rest/client";
import { expectResult } from "../../rest/envelope";
import { toBankInfo, upstreamBankInfoSchema } from "./bank-info.mapper";
import { toTaxInfo, upstreamTaxInfoSchema } from "./tax-info.mapper";

export function createCompanyLoaders(rest: RestClient) {
  return {
    bankInfo: onceLoader(async () =>
      toBankInfo(expectResult(upstreamBankInfoSchema, await rest.get("/company/bank/find"), "company/bank/find")),
    ),
    taxInfo: onceLoader(async () =>
      toTaxInfo(expectResult(upstreamTaxInfoSchema, await rest.get("/company/tax/find"), "company/tax/find")),
    ),
  };
}
