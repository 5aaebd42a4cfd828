/** The company screens' shared rules (`rules/company.ts`, docs/company-contract.md section 3), without a server. */
import { describe, expect, it } from "vitest";
import {
  bankInfoFailures,
  companyInfoFailures,
  isDomain,
  isRoutingNumber,
  isTin,
  lastFour,
  messageOf,
  taxInfoFailures,
  vendorPageFailures,
  type CompanyInfoRuleInput,
  type VendorPageRuleInput,
} from "#rules";

const company: CompanyInfoRuleInput = {
  businessType: 2,
  companyName: "Acme Tours",
  dotNumber: "1234567",
  address: "1 Main St",
  cityId: 1,
  regionId: 25,
  timeZoneId: 101,
  contactName: "Ann Lee",
  contactPhoneCode: "+1",
  contactPhone: "2125550100",
  contactEmail: "ann@acme.example.com",
  secondaryDomain: "acme.example.com",
};

const page: VendorPageRuleInput = {
  backgroundImageFileId: 1,
  logoFileId: 2,
  bgImageFileIds: [3, 4],
  aboutUs: "We run tours.",
  slogan: "Go",
  supportPhoneCode: "+1",
  supportPurePhone: "2125550100",
  supportEmail: "help@acme.example.com",
};

const rulesOf = (failures: Record<string, { rule: string }>) =>
  Object.fromEntries(Object.entries(failures).map(([field, failure]) => [field, failure.rule]));

describe("company info", () => {
  it("accepts a complete record, and one without the optional DOT number and domain", () => {
    expect(companyInfoFailures(company)).toEqual({});
    expect(companyInfoFailures({ ...company, dotNumber: null, secondaryDomain: "" })).toEqual({});
  });

  it("requires every field the guide needs", () => {
    const blank = Object.fromEntries(Object.keys(company).map((key) => [key, null])) as Record<
      keyof CompanyInfoRuleInput,
      null
    >;
    expect(rulesOf(companyInfoFailures(blank))).toEqual({
      businessType: "required",
      companyName: "required",
      address: "required",
      cityId: "required",
      regionId: "required",
      timeZoneId: "required",
      contactName: "required",
      contactPhone: "required",
      contactEmail: "required",
    });
  });

  it("holds texts to their lengths and each field to its format", () => {
    const failures = companyInfoFailures({
      ...company,
      companyName: "x".repeat(101),
      contactName: "x".repeat(101),
      address: "x".repeat(201),
      dotNumber: "123456789",
      contactPhoneCode: "+12345",
      contactPhone: "12ab",
      contactEmail: "ann",
      secondaryDomain: "https://acme.example.com/",
    });
    expect(failures).toEqual({
      companyName: { rule: "maxLength", params: { n: 100 } },
      contactName: { rule: "maxLength", params: { n: 100 } },
      address: { rule: "maxLength", params: { n: 200 } },
      dotNumber: { rule: "dotNumber" },
      contactPhoneCode: { rule: "areaCode" },
      contactPhone: { rule: "phone" },
      contactEmail: { rule: "email" },
      secondaryDomain: { rule: "domain" },
    });
    expect(companyInfoFailures({ ...company, companyName: "x".repeat(100), address: "x".repeat(200) })).toEqual({});
  });

  it("requires the area code with a number", () => {
    expect(companyInfoFailures({ ...company, contactPhoneCode: "" })).toEqual({
      contactPhoneCode: { rule: "areaCode" },
    });
    expect(messageOf({ rule: "areaCode" })).toBe("Area code is required");
    for (const code of ["1", "+", "+12345", "+1a"])
      expect(companyInfoFailures({ ...company, contactPhoneCode: code }), code).toEqual({
        contactPhoneCode: { rule: "areaCode" },
      });
    expect(companyInfoFailures({ ...company, contactPhoneCode: "+8613" })).toEqual({});
  });

  it("knows a host name", () => {
    for (const good of ["example.com", "a-b.example.co.uk", "xn--fsq.example"]) expect(isDomain(good), good).toBe(true);
    for (const bad of ["example", "-a.com", "a-.com", "a..com", "http://a.com", "a.com/x", "a.com:80", "a b.com"])
      expect(isDomain(bad), bad).toBe(false);
    expect(isDomain(`${"a".repeat(63)}.com`)).toBe(true);
    expect(isDomain(`${"a".repeat(64)}.com`)).toBe(false);
    expect(isDomain(`${"abcdefghi.".repeat(25)}com`)).toBe(true);
    expect(isDomain(`${"abcdefghi.".repeat(25)}comm`)).toBe(false);
  });
});

describe("tax info", () => {
  it("holds a TIN to its tax type's format", () => {
    expect(isTin("12-3456789", "EIN")).toBe(true);
    expect(isTin("123456789", "EIN")).toBe(true);
    expect(isTin("123-45-6789", "EIN")).toBe(false);
    expect(isTin("123-45-6789", "SSN")).toBe(true);
    expect(isTin("123456789", "SSN")).toBe(true);
    expect(isTin("12-3456789", "SSN")).toBe(false);
    expect(isTin("123-456789", "SSN")).toBe(false);
    expect(isTin("912-70-1234", "ITIN")).toBe(true);
    expect(isTin("812-70-1234", "ITIN")).toBe(false);
    expect(isTin("123456789", "VAT")).toBe(false);
  });

  it("requires a TIN unless one is stored for the same tax type", () => {
    const input = { taxTypeId: 201, legalName: "Acme LLC" };
    expect(taxInfoFailures(input, { taxTypeCode: "EIN" })).toEqual({ tin: { rule: "required" } });
    expect(taxInfoFailures(input, { taxTypeCode: "EIN", tinStoredForTaxTypeId: 201 })).toEqual({});
    expect(taxInfoFailures(input, { taxTypeCode: "EIN", tinStoredForTaxTypeId: 202 })).toEqual({
      tin: { rule: "required" },
    });
    expect(taxInfoFailures({ ...input, tin: "123-45-6789" }, { taxTypeCode: "EIN" })).toEqual({
      tin: { rule: "tin" },
    });
    expect(messageOf({ rule: "tin" })).toBe("Invalid TIN for this tax type");
    expect(rulesOf(taxInfoFailures({ taxTypeId: null, legalName: "x".repeat(101), tin: "12-3456789" }))).toEqual({
      taxTypeId: "required",
      legalName: "maxLength",
    });
  });
});

describe("bank info", () => {
  const bank = {
    accountHolderName: "Acme LLC",
    routingNumber: "021000021",
    accountNumber: "000123456789",
    accountType: "checking",
  };

  it("checks the ABA checksum", () => {
    for (const good of ["021000021", "011000015", "121000358", "026009593"])
      expect(isRoutingNumber(good), good).toBe(true);
    for (const bad of ["021000022", "12345678", "0210000210", "02100002a", "123456789"])
      expect(isRoutingNumber(bad), bad).toBe(false);
    expect(bankInfoFailures({ ...bank, routingNumber: "021000022" })).toEqual({
      routingNumber: { rule: "routingNumber" },
    });
  });

  it("takes account numbers of 4 to 17 digits and only checking accounts", () => {
    expect(bankInfoFailures(bank)).toEqual({});
    expect(bankInfoFailures({ ...bank, accountNumber: "1234" })).toEqual({});
    expect(bankInfoFailures({ ...bank, accountNumber: "1".repeat(17) })).toEqual({});
    for (const bad of ["123", "1".repeat(18), "1234-5678"])
      expect(bankInfoFailures({ ...bank, accountNumber: bad }), bad).toEqual({
        accountNumber: { rule: "accountNumber" },
      });
    expect(bankInfoFailures({ ...bank, accountType: "savings" })).toEqual({
      accountType: { rule: "company.checkingOnly" },
    });
    expect(bankInfoFailures({ ...bank, accountType: "CHECKING" })).toEqual({});
    expect(messageOf({ rule: "company.checkingOnly" })).toBe("Only checking accounts are accepted");
  });

  it("requires the numbers on the first save, keeps stored ones when both are left out, never one alone", () => {
    const holder = { accountHolderName: "Acme LLC", accountType: "checking" };
    expect(rulesOf(bankInfoFailures(holder))).toEqual({ routingNumber: "required", accountNumber: "required" });
    expect(bankInfoFailures(holder, { numbersStored: true })).toEqual({});
    expect(bankInfoFailures({ ...holder, routingNumber: "021000021" }, { numbersStored: true })).toEqual({
      accountNumber: { rule: "required" },
    });
    expect(bankInfoFailures({ ...holder, accountNumber: "12345" }, { numbersStored: true })).toEqual({
      routingNumber: { rule: "required" },
    });
  });

  it("compares the confirmation when one is sent", () => {
    expect(bankInfoFailures({ ...bank, accountNumberConfirmation: "000123456789" })).toEqual({});
    expect(bankInfoFailures({ ...bank, accountNumberConfirmation: "000123456780" })).toEqual({
      accountNumberConfirmation: { rule: "company.accountNumberMismatch" },
    });
  });

  it("shows the last four digits only", () => {
    expect(lastFour("12-3456789")).toBe("6789");
    expect(lastFour("000123456789")).toBe("6789");
  });
});

describe("vendor page", () => {
  it("accepts a complete page", () => {
    expect(vendorPageFailures(page)).toEqual({});
    expect(vendorPageFailures({ ...page, supportPurePhone: null, supportPhoneCode: null })).toEqual({});
    expect(vendorPageFailures({ ...page, supportEmail: "", bgImageFileIds: [] })).toEqual({});
  });

  it("requires the images, about us and a support phone or e-mail", () => {
    expect(
      vendorPageFailures({
        backgroundImageFileId: null,
        logoFileId: null,
        aboutUs: " ",
        supportPhoneCode: null,
        supportPurePhone: null,
        supportEmail: null,
      }),
    ).toEqual({
      backgroundImageFileId: { rule: "required" },
      logoFileId: { rule: "required" },
      aboutUs: { rule: "required" },
      supportEmail: { rule: "company.supportContact" },
    });
    expect(messageOf({ rule: "company.supportContact" })).toBe("Enter a support phone or e-mail");
  });

  it("holds texts, images and the support contact to their limits", () => {
    expect(
      vendorPageFailures({
        ...page,
        aboutUs: "x".repeat(2001),
        slogan: "x".repeat(201),
        bgImageFileIds: Array.from({ length: 11 }, (_, index) => index + 1),
        supportPhoneCode: "",
        supportPurePhone: "abc",
        supportEmail: "help",
      }),
    ).toEqual({
      aboutUs: { rule: "maxLength", params: { n: 2000 } },
      slogan: { rule: "maxLength", params: { n: 200 } },
      bgImageFileIds: { rule: "maxEntries", params: { n: 10 } },
      supportPurePhone: { rule: "phone" },
      supportEmail: { rule: "email" },
      supportPhoneCode: { rule: "areaCode" },
    });
    expect(vendorPageFailures({ ...page, bgImageFileIds: [1, 0] })).toEqual({ "bgImageFileIds.1": { rule: "id" } });
    expect(
      vendorPageFailures({
        ...page,
        aboutUs: "x".repeat(2000),
        slogan: "x".repeat(200),
        bgImageFileIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      }),
    ).toEqual({});
  });
});
