/**
 * The rules of the company screens that need no database (docs/company-contract.md section 3): company info, tax
 * info, bank info and the vendor home page. The vendor API (its REST body), the gateway (its input) and the console
 * (its form values) fill in the same shapes, so a failure lands on the same field in every part. What needs the
 * database (dictionary items, uniqueness across tenants, the tenant's images) is the vendor API's alone.
 */
import type { Code } from "./codes";
import { fail, type FieldFailures } from "./failure";
import {
  ABOUT_US_MAX,
  ACCOUNT_NUMBER_LENGTH,
  ADDRESS_MAX,
  COMPANY_TEXT_MAX,
  DOMAIN_MAX,
  DOT_NUMBER_MAX_DIGITS,
  PAGE_IMAGES_MAX,
  SLOGAN_MAX,
} from "./limits";
import { email, idCheck, isBlank, maxEntries, maxLength, phone, required, validateFields, type Check } from "./checks";

/** `businessType` of the REST protocol: 1 individual (sole proprietor), 2 company, 3 partnership, 4 non-profit. */
export const BUSINESS_TYPES = { INDIVIDUAL: 1, COMPANY: 2, PARTNERSHIP: 3, NON_PROFIT: 4 } as const;
/** `accountType`: only checking accounts are accepted (`company.checkingOnly`). */
export const BANK_ACCOUNT_TYPES = { CHECKING: "checking", SAVINGS: "savings" } as const;
export type BankAccountType = Code<typeof BANK_ACCOUNT_TYPES>;

const textCheck =
  (holds: (text: string) => boolean, failure: ReturnType<typeof fail>): Check =>
  (value) =>
    typeof value === "string" && !isBlank(value) && !holds(value.trim()) ? failure : undefined;

/** A USDOT number: 1 to 8 digits. */
export const isDotNumber = (value: string): boolean => new RegExp(`^\\d{1,${DOT_NUMBER_MAX_DIGITS}}$`).test(value);
export const dotNumber: Check = textCheck(isDotNumber, fail("dotNumber"));

/** A phone's area code: `+` and 1 to 4 digits. */
export const isAreaCode = (value: string): boolean => /^\+\d{1,4}$/.test(value);
export const areaCodeCheck: Check = textCheck(isAreaCode, fail("areaCode"));

/**
 * A host name the Website button can open: dot-separated labels of letters, digits and hyphens (no hyphen at either
 * end of a label, each at most 63), at most 253 in all, at least two labels; no scheme, port or path.
 */
export const isDomain = (value: string): boolean => {
  if (value.length > DOMAIN_MAX) return false;
  const labels = value.split(".");
  return labels.length >= 2 && labels.every((label) => /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i.test(label));
};
export const domain: Check = textCheck(isDomain, fail("domain"));

/** An ABA routing number: 9 digits whose checksum 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export const isRoutingNumber = (value: string): boolean => {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...value].reduce((sum, digit, index) => sum + Number(digit) * (weights[index] ?? 0), 0) % 10 === 0;
};
export const routingNumber: Check = textCheck(isRoutingNumber, fail("routingNumber"));

export const isAccountNumber = (value: string): boolean =>
  new RegExp(`^\\d{${ACCOUNT_NUMBER_LENGTH.min},${ACCOUNT_NUMBER_LENGTH.max}}$`).test(value);
export const accountNumber: Check = textCheck(isAccountNumber, fail("accountNumber"));

/**
 * A TIN in the format of its tax type (dashes optional, but all or none): EIN `NN-NNNNNNN`, SSN and ITIN
 * `NNN-NN-NNNN`, an ITIN starting with 9. An unknown code accepts nothing.
 */
export const isTin = (value: string, taxTypeCode: string): boolean => {
  switch (taxTypeCode) {
    case "EIN":
      return /^(?:\d{9}|\d{2}-\d{7})$/.test(value);
    case "SSN":
      return /^(?:\d{9}|\d{3}-\d{2}-\d{4})$/.test(value);
    case "ITIN":
      return /^9(?:\d{8}|\d{2}-\d{2}-\d{4})$/.test(value);
    default:
      return false;
  }
};
export const tin = (taxTypeCode: string): Check => textCheck((text) => isTin(text, taxTypeCode), fail("tin"));

/** The digits of a TIN or bank number as stored (dashes and spaces dropped), and the last four the clients see. */
export const numberDigits = (value: string): string => value.replace(/[\s-]/g, "");
export const lastFour = (value: string): string => numberDigits(value).slice(-4);

export const accountTypeCheck: Check = (value) =>
  typeof value === "string" && !isBlank(value) && value.trim().toLowerCase() !== "checking"
    ? fail("company.checkingOnly")
    : undefined;

/** An area code is required once its number is given (on the code's field); without one it is held to its format. */
function requireAreaCode(failures: FieldFailures, codeField: string, code: unknown, number: unknown) {
  if (!failures[codeField] && isBlank(code) && !isBlank(number)) failures[codeField] = fail("areaCode");
}

/** Every field may be missing: a missing required one is a `required` failure like a blank one. */
export interface CompanyInfoRuleInput {
  businessType?: unknown;
  companyName?: unknown;
  dotNumber?: unknown;
  address?: unknown;
  cityId?: unknown;
  regionId?: unknown;
  timeZoneId?: unknown;
  contactName?: unknown;
  contactPhoneCode?: unknown;
  contactPhone?: unknown;
  contactEmail?: unknown;
  secondaryDomain?: unknown;
}

export function companyInfoFailures(input: CompanyInfoRuleInput): FieldFailures {
  const failures = validateFields({
    businessType: [input.businessType, [required]],
    companyName: [input.companyName, [required, maxLength(COMPANY_TEXT_MAX)]],
    dotNumber: [input.dotNumber, [dotNumber]],
    address: [input.address, [required, maxLength(ADDRESS_MAX)]],
    cityId: [input.cityId, [required, idCheck]],
    regionId: [input.regionId, [required, idCheck]],
    timeZoneId: [input.timeZoneId, [required, idCheck]],
    contactName: [input.contactName, [required, maxLength(COMPANY_TEXT_MAX)]],
    contactPhoneCode: [input.contactPhoneCode, [areaCodeCheck]],
    contactPhone: [input.contactPhone, [required, phone()]],
    contactEmail: [input.contactEmail, [required, email]],
    secondaryDomain: [input.secondaryDomain, [domain]],
  });
  requireAreaCode(failures, "contactPhoneCode", input.contactPhoneCode, input.contactPhone);
  return failures;
}

export interface TaxInfoRuleInput {
  taxTypeId?: unknown;
  legalName?: unknown;
  tin?: unknown;
}

export interface TaxInfoRuleContext {
  /** The chosen tax type's code (EIN, SSN, ITIN); unknown while no type is chosen (then the TIN's format waits). */
  taxTypeCode?: string | null;
  /** The tax type the stored TIN belongs to, null when none is stored: a TIN is required unless one is stored for the same type. */
  tinStoredForTaxTypeId?: unknown;
}

export function taxInfoFailures(input: TaxInfoRuleInput, context: TaxInfoRuleContext = {}): FieldFailures {
  const stored =
    context.tinStoredForTaxTypeId !== null &&
    context.tinStoredForTaxTypeId !== undefined &&
    String(context.tinStoredForTaxTypeId) === String(input.taxTypeId);
  const tinChecks: Check[] = stored ? [] : [required];
  if (context.taxTypeCode) tinChecks.push(tin(context.taxTypeCode));
  return validateFields({
    taxTypeId: [input.taxTypeId, [required, idCheck]],
    legalName: [input.legalName, [required, maxLength(COMPANY_TEXT_MAX)]],
    tin: [input.tin, tinChecks],
  });
}

export interface BankInfoRuleInput {
  accountHolderName?: unknown;
  routingNumber?: unknown;
  accountNumber?: unknown;
  /** Only the console and the gateway ask for it; it never travels to the vendor API. */
  accountNumberConfirmation?: unknown;
  accountType?: unknown;
}

export interface BankInfoRuleContext {
  /** Whether numbers are stored: then leaving both out keeps them; sending one still requires the other. */
  numbersStored?: boolean;
}

export function bankInfoFailures(input: BankInfoRuleInput, context: BankInfoRuleContext = {}): FieldFailures {
  const numbersRequired = !context.numbersStored || !isBlank(input.routingNumber) || !isBlank(input.accountNumber);
  const requiredIf: Check[] = numbersRequired ? [required] : [];
  const failures = validateFields({
    accountHolderName: [input.accountHolderName, [required, maxLength(COMPANY_TEXT_MAX)]],
    routingNumber: [input.routingNumber, [...requiredIf, routingNumber]],
    accountNumber: [input.accountNumber, [...requiredIf, accountNumber]],
    accountType: [input.accountType, [required, accountTypeCheck]],
  });
  if (
    input.accountNumberConfirmation !== undefined &&
    !failures.accountNumber &&
    !isBlank(input.accountNumber) &&
    String(input.accountNumberConfirmation ?? "").trim() !== String(input.accountNumber).trim()
  )
    failures.accountNumberConfirmation = fail("company.accountNumberMismatch");
  return failures;
}

export interface VendorPageRuleInput {
  backgroundImageFileId?: unknown;
  logoFileId?: unknown;
  bgImageFileIds?: readonly unknown[] | null;
  aboutUs?: unknown;
  slogan?: unknown;
  supportPhoneCode?: unknown;
  supportPurePhone?: unknown;
  supportEmail?: unknown;
}

export function vendorPageFailures(input: VendorPageRuleInput): FieldFailures {
  const failures = validateFields({
    backgroundImageFileId: [input.backgroundImageFileId, [required, idCheck]],
    logoFileId: [input.logoFileId, [required, idCheck]],
    bgImageFileIds: [input.bgImageFileIds, [maxEntries(PAGE_IMAGES_MAX)]],
    aboutUs: [input.aboutUs, [required, maxLength(ABOUT_US_MAX)]],
    slogan: [input.slogan, [maxLength(SLOGAN_MAX)]],
    supportPhoneCode: [input.supportPhoneCode, [areaCodeCheck]],
    supportPurePhone: [input.supportPurePhone, [phone()]],
    supportEmail: [input.supportEmail, [email]],
  });
  (input.bgImageFileIds ?? []).forEach((id, index) => {
    const failure = idCheck(id);
    if (failure && !failures.bgImageFileIds) failures[`bgImageFileIds.${index}`] = failure;
  });
  requireAreaCode(failures, "supportPhoneCode", input.supportPhoneCode, input.supportPurePhone);
  if (isBlank(input.supportPurePhone) && isBlank(input.supportEmail))
    failures.supportEmail = fail("company.supportContact");
  return failures;
}
