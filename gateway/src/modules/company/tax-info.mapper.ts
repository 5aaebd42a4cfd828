/** Upstream tax info (docs/company-contract.md section 2) to GraphQL, and the input to the save body. */
import { z } from "zod";
import { idOrNull, trimmedOrNull, upstreamIdOrNull, upstreamText as text } from "../shared/wire-fields";
import { toMaskedNumber } from "../shared/masked-number.type";
import type { TaxInfoInput } from "./tax-info.input";
import type { TaxInfo } from "./tax-info.type";

/** `TaxInfo` of `/company/tax/find` and `/company/tax/save`; a whole `tin`, were one sent, is not even read. */
export const upstreamTaxInfoSchema = z.object({
  taxTypeId: upstreamIdOrNull,
  taxTypeCode: text,
  taxTypeName: text,
  legalName: text,
  tinSet: z.boolean().nullish(),
  tinLastFour: text,
  version: z.number().int(),
  updateTime: text,
});

export function toTaxInfo({ tinSet, tinLastFour, ...info }: z.infer<typeof upstreamTaxInfoSchema>): TaxInfo {
  return { ...info, tin: toMaskedNumber(tinSet, tinLastFour) };
}

/** The `/company/tax/save` body; an empty TIN is left out, which keeps the stored one. */
export function toUpstreamTaxInfo(input: TaxInfoInput, version: number) {
  return {
    taxTypeId: idOrNull(input.taxTypeId, "taxTypeId"),
    legalName: input.legalName.trim(),
    tin: trimmedOrNull(input.tin) ?? undefined,
    version,
  };
}
