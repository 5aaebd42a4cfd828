import { z } from "zod";
import { textCodeOf } from "../../protocol/code-schemas";
import { BANK_ACCOUNT_TYPES } from "../../protocol/rules";
import { isoDateTime } from "../tenant/schemas";

/**
 * Inputs take every field as optional and nullable: a missing required field is a 20001 `Required` on its field
 * (docs/company-contract.md section 3), as a blank one is, never a 10001.
 */
const text = (description?: string) => {
  const schema = z.string().nullish();
  return description ? schema.describe(description) : schema;
};
const id = (description: string) => z.int().nullish().describe(description);

export const versionInput = {
  version: z.int().min(0).describe("The version read: 0 before the first save (creates the record)"),
};

export const companyInfoInputSchema = z.object({
  businessType: z
    .int()
    .nullish()
    .describe("1 individual (sole proprietor), 2 company (LLC or corporation), 3 partnership, 4 non-profit"),
  companyName: text("Unique across tenants, case-insensitive ('Company name already exists'); up to 100 characters"),
  dotNumber: text("USDOT number, 1–8 digits; unique across tenants"),
  address: text("Up to 200 characters"),
  cityId: id("An id of /city/all"),
  regionId: id("A region (dictionary 1)"),
  timeZoneId: id("A time zone (dictionary 2): becomes the tenant's time zone; a change is recorded"),
  contactName: text("Up to 100 characters"),
  contactPhoneCode: text("Area code: + and 1–4 digits"),
  contactPhone: text("The phone rule; code + number unique across tenants"),
  contactEmail: text("Unique across tenants, case-insensitive; a change resets emailVerified"),
  secondaryDomain: text("A host name (no scheme or path): becomes the tenant's domain; empty clears it"),
});

const timeZoneChangeSchema = z.object({
  fromTimeZone: z.string(),
  toTimeZone: z.string(),
  changedBy: z.string().describe("User name"),
  changeTime: isoDateTime(),
});

export const companyInfoSchema = z.object({
  businessType: z.int().nullable(),
  companyName: z.string().nullable(),
  dotNumber: z.string().nullable(),
  address: z.string().nullable(),
  cityId: z.int().nullable(),
  cityName: z.string().nullable(),
  regionId: z.int().nullable(),
  regionName: z.string().nullable(),
  timeZoneId: z.int(),
  timeZone: z.string().describe("IANA name"),
  contactName: z.string().nullable(),
  contactPhoneCode: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  secondaryDomain: z.string().nullable(),
  emailVerified: z.boolean(),
  emailVerifiedAt: isoDateTime().nullable(),
  timeZoneChanges: z.array(timeZoneChangeSchema).describe("Newest first, at most 10"),
  version: z.int().describe("0 before the first save"),
  updateTime: isoDateTime().nullable(),
});

export const verificationSentSchema = z.object({
  sentTo: z.string().describe("The contact e-mail the code was queued for"),
  expiresAt: isoDateTime(),
});

export const taxInfoInputSchema = z.object({
  taxTypeId: id("A tax type (dictionary 3): EIN, SSN or ITIN"),
  legalName: text("Up to 100 characters"),
  tin: text(
    "EIN NN-NNNNNNN, SSN and ITIN NNN-NN-NNNN (dashes optional). Stored, never answered; required when none is " +
      "stored or the tax type changes, otherwise leaving it out keeps the stored one",
  ),
});

export const taxInfoSchema = z.object({
  taxTypeId: z.int().nullable(),
  taxTypeCode: z.string().nullable(),
  taxTypeName: z.string().nullable(),
  legalName: z.string().nullable(),
  tinSet: z.boolean(),
  tinLastFour: z.string().nullable(),
  version: z.int(),
  updateTime: isoDateTime().nullable(),
});

export const bankInfoInputSchema = z.object({
  accountHolderName: text("Up to 100 characters"),
  routingNumber: text(
    "9 digits with the ABA checksum. Stored, never answered; required on the first save, and with accountNumber",
  ),
  accountNumber: text(
    "4–17 digits. Stored, never answered; required on the first save; leaving both numbers out keeps the stored ones",
  ),
  accountType: textCodeOf(BANK_ACCOUNT_TYPES).nullish().describe("Only checking accounts are accepted"),
});

export const bankInfoSchema = z.object({
  accountHolderName: z.string().nullable(),
  accountType: textCodeOf(BANK_ACCOUNT_TYPES),
  routingNumberLastFour: z.string().nullable(),
  accountNumberLastFour: z.string().nullable(),
  accountNumberSet: z.boolean(),
  stripeAccountId: z.string().nullable().describe("The payout account: /api/stripe/account/custom/find"),
  version: z.int(),
  updateTime: isoDateTime().nullable(),
});

export type CompanyInfoInput = z.infer<typeof companyInfoInputSchema>;
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export type TaxInfoInput = z.infer<typeof taxInfoInputSchema>;
export type TaxInfo = z.infer<typeof taxInfoSchema>;
export type BankInfoInput = z.infer<typeof bankInfoInputSchema>;
export type BankInfo = z.infer<typeof bankInfoSchema>;
