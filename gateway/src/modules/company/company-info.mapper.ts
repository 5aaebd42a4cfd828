/** Upstream company info (docs/company-contract.md section 2) to GraphQL types, and the input to the save body. */
import { z } from "zod";
import { BusinessTypeEnum } from "./company.enums";
import type { CompanyInfoInput } from "./company-info.input";
import type { CompanyInfo } from "./company-info.type";
import { idOrNull, trimmedOrNull, upstreamIdOrNull, upstreamText as text } from "../shared/wire-fields";

/** `CompanyInfo` of `/company/info/find`, `/company/info/save` and `/company/email/verify/confirm`. */
export const upstreamCompanyInfoSchema = z.object({
  businessType: z.number().int().nullish(),
  companyName: text,
  dotNumber: text,
  address: text,
  cityId: upstreamIdOrNull,
  cityName: text,
  regionId: upstreamIdOrNull,
  regionName: text,
  timeZoneId: upstreamIdOrNull,
  timeZone: text,
  contactName: text,
  contactPhoneCode: text,
  contactPhone: text,
  contactEmail: text,
  secondaryDomain: text,
  emailVerified: z.boolean().nullish(),
  emailVerifiedAt: text,
  timeZoneChanges: z
    .array(
      z.object({ fromTimeZone: z.string(), toTimeZone: z.string(), changedBy: z.string(), changeTime: z.string() }),
    )
    .nullish(),
  version: z.number().int(),
  updateTime: text,
});

export function toCompanyInfo(info: z.infer<typeof upstreamCompanyInfoSchema>): CompanyInfo {
  return {
    ...info,
    businessType: info.businessType == null ? null : BusinessTypeEnum.fromCode(info.businessType),
    emailVerified: info.emailVerified ?? false,
    timeZoneChanges: info.timeZoneChanges ?? [],
  };
}

/** `/company/email/verify/send`. */
export const upstreamVerificationSentSchema = z.object({ sentTo: z.string(), expiresAt: z.string() });

/** The `/company/info/save` body (codes for enums, integers for ids); blank optional texts go as null. */
export function toUpstreamCompanyInfo(input: CompanyInfoInput, version: number) {
  return {
    businessType: input.businessType ? BusinessTypeEnum.toCode(input.businessType) : null,
    companyName: input.companyName.trim(),
    dotNumber: trimmedOrNull(input.dotNumber),
    address: input.address.trim(),
    cityId: idOrNull(input.cityId, "cityId"),
    regionId: idOrNull(input.regionId, "regionId"),
    timeZoneId: idOrNull(input.timeZoneId, "timeZoneId"),
    contactName: input.contactName.trim(),
    contactPhoneCode: trimmedOrNull(input.contactPhoneCode),
    contactPhone: input.contactPhone.trim(),
    contactEmail: input.contactEmail.trim(),
    secondaryDomain: trimmedOrNull(input.secondaryDomain),
    version,
  };
}
