import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/i18n/i18n";
import type {
  BankInfoForm_BankInfoFragment,
  CompanyInfoForm_CompanyInfoFragment,
  TaxInfoForm_TaxInfoFragment,
} from "@/gql/graphql";
import { bankInfoValues, toBankInfoInput, validateBankInfo } from "@/routes/company/bank-info/bank-info-values";
import { regionLabel, timeZoneLabel } from "@/routes/company/dictionary-labels";
import {
  companyInfoValues,
  toCompanyInfoInput,
  validateCompanyInfo,
} from "@/routes/company/company-info/company-info-values";
import { keepsStoredTin, taxInfoValues, validateTaxInfo } from "@/routes/company/tax-info/tax-info-values";
import { callingCodeOptions } from "@/shared/form/calling-codes";

afterEach(() => setLanguage("en"));

const noMask = { isSet: false, lastFour: null };
const TAX_TYPES = [
  { id: "201", code: "EIN" },
  { id: "202", code: "SSN" },
];

const emptyCompany = {
  businessType: null,
  companyName: null,
  dotNumber: null,
  address: null,
  cityId: null,
  cityName: null,
  regionId: "25",
  timeZoneId: "101",
  contactName: null,
  contactPhoneCode: null,
  contactPhone: null,
  contactEmail: null,
  emailVerified: false,
  emailVerifiedAt: null,
  secondaryDomain: null,
  timeZoneChanges: [],
  version: 0,
  updateTime: null,
} as unknown as CompanyInfoForm_CompanyInfoFragment;

describe("company info form", () => {
  it("starts a new record with the default country's area code and sends blank optional fields as null", () => {
    const values = companyInfoValues(emptyCompany);
    expect(values.contactPhoneCode).toBe("+1");
    expect(values.regionId).toBe("25");
    const input = toCompanyInfoInput({ ...values, companyName: "  Acme Tours ", dotNumber: " ", secondaryDomain: "" });
    expect(input).toMatchObject({ companyName: "Acme Tours", dotNumber: null, secondaryDomain: null, cityId: null });
  });

  it("checks the shared rules, in the console's language", () => {
    const values = { ...companyInfoValues(emptyCompany), dotNumber: "123456789", secondaryDomain: "https://x.com" };
    expect(validateCompanyInfo(values)).toMatchObject({
      businessType: "Required",
      companyName: "Required",
      cityId: "Required",
      dotNumber: "Invalid DOT number",
      secondaryDomain: "Invalid domain",
    });
    setLanguage("zh");
    expect(validateCompanyInfo(values).companyName).not.toBe("Required");
  });
});

const storedTax = {
  taxTypeId: "201",
  legalName: "Acme LLC",
  tin: { isSet: true, lastFour: "6789" },
  version: 1,
  updateTime: null,
} as unknown as TaxInfoForm_TaxInfoFragment;

describe("tax info form", () => {
  it("never holds the stored TIN, keeps it unless replaced, and needs a new one for another tax type", () => {
    const values = taxInfoValues(storedTax);
    expect(values.tin).toBe("");
    expect(keepsStoredTin(storedTax, "201")).toBe(true);
    expect(validateTaxInfo(values, storedTax, TAX_TYPES, false)).toEqual({});
    expect(validateTaxInfo(values, storedTax, TAX_TYPES, true)).toEqual({ tin: "Required" });
    expect(keepsStoredTin(storedTax, "202")).toBe(false);
    expect(validateTaxInfo({ ...values, taxTypeId: "202" }, storedTax, TAX_TYPES, false)).toEqual({ tin: "Required" });
    expect(validateTaxInfo({ ...values, tin: "12-3456789" }, storedTax, TAX_TYPES, true)).toEqual({});
    expect(validateTaxInfo({ ...values, taxTypeId: "202", tin: "12-3456789" }, storedTax, TAX_TYPES, false)).toEqual({
      tin: "Invalid TIN for this tax type",
    });
  });
});

const newBank = {
  accountHolderName: null,
  routingNumber: noMask,
  accountNumber: noMask,
  version: 0,
  updateTime: null,
} as unknown as BankInfoForm_BankInfoFragment;
const storedBank = {
  ...newBank,
  accountHolderName: "Acme LLC",
  routingNumber: { isSet: true, lastFour: "0015" },
  accountNumber: { isSet: true, lastFour: "6789" },
  version: 1,
} as unknown as BankInfoForm_BankInfoFragment;

describe("bank info form", () => {
  it("asks for both numbers on the first save and checks the ABA digit and the confirmation", () => {
    const values = { ...bankInfoValues(newBank), accountHolderName: "Acme LLC" };
    expect(validateBankInfo(values, newBank, false)).toEqual({ routingNumber: "Required", accountNumber: "Required" });
    expect(
      validateBankInfo(
        { ...values, routingNumber: "011000016", accountNumber: "123456789", accountNumberConfirmation: "123456780" },
        newBank,
        false,
      ),
    ).toEqual({ routingNumber: "Invalid routing number", accountNumberConfirmation: "Account numbers do not match" });
  });

  it("keeps the stored numbers unless replaced, and sends a checking account only", () => {
    const values = bankInfoValues(storedBank);
    expect(values).toMatchObject({ routingNumber: "", accountNumber: "" });
    expect(validateBankInfo(values, storedBank, false)).toEqual({});
    expect(validateBankInfo(values, storedBank, true)).toEqual({
      routingNumber: "Required",
      accountNumber: "Required",
    });
    expect(toBankInfoInput(values)).toEqual({
      accountHolderName: "Acme LLC",
      routingNumber: null,
      accountNumber: null,
      accountNumberConfirmation: null,
      accountType: "CHECKING",
    });
  });
});

describe("dictionary labels and calling codes", () => {
  it("names regions and time zones in the console's language from their codes", () => {
    const us = { code: "US", name: "United States of America" };
    const newYork = { code: "America/New_York", name: "Eastern Time (US & Canada)" };
    expect(regionLabel(us, "en")).toBe("United States of America");
    expect(regionLabel(us, "zh")).toBe("美国");
    expect(timeZoneLabel(newYork, "en")).toBe("Eastern Time (US & Canada) · America/New_York");
    expect(timeZoneLabel(newYork, "zh")).toMatch(/^[^A-Za-z]+ · America\/New_York$/);
  });

  it("offers a stored area code that the list does not have", () => {
    expect(callingCodeOptions("en").find((option) => option.value === "+86")?.regions).toBe("China");
    expect(callingCodeOptions("en", "+999")[0]).toEqual({ value: "+999", label: "+999", regions: "" });
    expect(callingCodeOptions("en", "+1").filter((option) => option.value === "+1")).toHaveLength(1);
  });
});
