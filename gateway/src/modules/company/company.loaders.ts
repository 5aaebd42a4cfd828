/** Per-request company loaders: `bankInfo` and `payoutAccount` in one request read the bank info once. */
import { onceLoader } from "../../loaders";
import type { RestClient } from "../../rest/client";
import { expectResult } from "../../rest/envelope";
import { toBankInfo, upstreamBankInfoSchema } from "./bank-info.mapper";

export function createCompanyLoaders(rest: RestClient) {
  return {
    bankInfo: onceLoader(async () =>
      toBankInfo(expectResult(upstreamBankInfoSchema, await rest.get("/company/bank/find"), "company/bank/find")),
    ),
  };
}
