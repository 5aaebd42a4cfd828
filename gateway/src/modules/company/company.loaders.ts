/**
 * Per-request company loaders: a record read by several fields of one request (`bankInfo` and `payoutAccount`), or
 * by a save's rules, is read once.
 */
import { onceLoader, type LoaderScope } from "../../loaders";
import { toBankInfo } from "./bank-info.mapper";
import { findBankInfo, findTaxInfo } from "./company.upstream";
import { toTaxInfo } from "./tax-info.mapper";

export function companyLoaders({ rest }: LoaderScope) {
  return {
    bankInfo: onceLoader(async () => toBankInfo(await findBankInfo(rest))),
    taxInfo: onceLoader(async () => toTaxInfo(await findTaxInfo(rest))),
  };
}
