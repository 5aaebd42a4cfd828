/**
 * Company, tax and bank info through the gateway against the real vendor API (docs/company-contract.md): page
 * permissions, masked numbers, refusals at their field (the gateway's own before any call, the vendor API's after),
 * stale versions, tenant isolation, and the tenant configuration and setup guide following a save at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, loginAs } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";
import { companyInput } from "./support/company";

let stack: CatalogueStack;
let freshVendor: string;
let otherVendor: string;
let agent: string;
let cityId: string;
let taxTypes: Record<string, string>;

beforeAll(async () => {
  stack = await startCatalogueStack();
  [freshVendor, otherVendor, agent] = await Promise.all([
    loginAs(stack.url, "newvendor", "vendor123"),
    loginAs(stack.url, "other", "other123"),
    loginAs(stack.url, "agent", "agent123"),
  ]);
  const dictionaries = await stack.run('{ cities(keyword: "Denver") { id name } taxTypes { id code } }');
  cityId = dictionaries.data!.cities[0].id;
  taxTypes = Object.fromEntries(
    dictionaries.data!.taxTypes.map((type: { id: string; code: string }) => [type.code, type.id]),
  );
});
afterAll(async () => {
  await stack?.close();
});

/** Numbers that pass every rule: 021000021 passes the ABA checksum. */
const ROUTING = "021000021";
const ACCOUNT = "000123456789";
const EIN = "12-3456789";

const COMPANY_FIELDS = /* GraphQL */ `
  fragment CompanyFields on CompanyInfo {
    businessType
    companyName
    dotNumber
    cityId
    cityName
    regionId
    timeZoneId
    timeZone
    contactEmail
    secondaryDomain
    emailVerified
    timeZoneChanges {
      fromTimeZone
      toTimeZone
      changedBy
    }
    version
  }
`;
const COMPANY_INFO = `query CompanyInfo { companyInfo { ...CompanyFields } } ${COMPANY_FIELDS}`;
const SAVE_COMPANY_INFO = `
  mutation SaveCompanyInfo($version: Int!, $input: CompanyInfoInput!) {
    saveCompanyInfo(version: $version, input: $input) { ...CompanyFields }
  }
  ${COMPANY_FIELDS}
`;
const TAX_FIELDS = "taxTypeId taxTypeCode legalName tin { isSet lastFour } version";
const SAVE_TAX_INFO = `
  mutation SaveTaxInfo($version: Int!, $input: TaxInfoInput!) { saveTaxInfo(version: $version, input: $input) { ${TAX_FIELDS} } }
`;
const BANK_FIELDS =
  "accountHolderName accountType routingNumber { isSet lastFour } accountNumber { isSet lastFour } stripeAccountId version";
const SAVE_BANK_INFO = `
  mutation SaveBankInfo($version: Int!, $input: BankInfoInput!) { saveBankInfo(version: $version, input: $input) { ${BANK_FIELDS} } }
`;
/** The version a tenant's record has now (0 before its first save). */
async function versionOf(field: "companyInfo" | "taxInfo" | "bankInfo", token: string): Promise<number> {
  const result = await stack.run(`{ ${field} { version } }`, {}, token);
  if (!result.data) throw new Error(`${field}: ${JSON.stringify(result.errors)}`);
  return result.data[field].version;
}

const ME =
  "{ me { tenant { domain websiteUrl timeZone timeZoneId } initState { companyInfo taxInfo bankInfo initialized completedSteps } } }";

const bankInput = (overrides: Record<string, unknown> = {}) => ({
  accountHolderName: "Pat Vendor",
  routingNumber: ROUTING,
  accountNumber: ACCOUNT,
  accountNumberConfirmation: ACCOUNT,
  accountType: "CHECKING",
  ...overrides,
});

const NEW_ROOT_FIELDS = [
  "{ companyInfo { version } }",
  "{ taxInfo { version } }",
  "{ bankInfo { version } }",
  "{ payoutAccount { id } }",
  "{ vendorPage { version } }",
  "mutation { sendCompanyEmailVerification { sentTo } }",
  'mutation { verifyCompanyEmail(code: "123456") { version } }',
  `mutation { saveCompanyInfo(version: 0, input: {companyName: "x", address: "x", contactName: "x", contactPhone: "x", contactEmail: "x"}) { version } }`,
  'mutation { saveTaxInfo(version: 0, input: {legalName: "x"}) { version } }',
  'mutation { saveBankInfo(version: 0, input: {accountHolderName: "x", accountType: CHECKING}) { version } }',
  'mutation { saveVendorPage(version: 0, input: {aboutUs: "x"}) { version } }',
];

describe("permissions", () => {
  it("refuses the sales agent every company and vendor page field with FORBIDDEN, before any rule or call", async () => {
    stack.proxy.reset();
    for (const document of NEW_ROOT_FIELDS) {
      const result = await stack.run(document, {}, agent);
      expect(result.errors?.[0]?.extensions?.code, document).toBe("FORBIDDEN");
    }
    const companyCalls = ["info", "tax", "bank"].flatMap((kind) => [`/company/${kind}/find`, `/company/${kind}/save`]);
    for (const path of [...companyCalls, "/vendor/page/find", "/vendor/page/save", "/company/email/verify/send"]) {
      expect(stack.proxy.count(path), path).toBe(0);
    }
  });
});

describe("company info", () => {
  it("answers the defaults before the first save: region 25 and the tenant's time zone, version 0", async () => {
    const { data, errors } = await stack.run(COMPANY_INFO, {}, freshVendor);
    expect(errors).toBeUndefined();
    expect(data!.companyInfo).toMatchObject({
      businessType: null,
      companyName: null,
      regionId: "25",
      timeZone: "America/Chicago",
      emailVerified: false,
      timeZoneChanges: [],
      version: 0,
    });
  });

  it("refuses every broken field at once, at its name, before calling the vendor API", async () => {
    stack.proxy.reset();
    const result = await stack.run(
      SAVE_COMPANY_INFO,
      {
        version: 0,
        input: {
          companyName: "",
          dotNumber: "123456789",
          address: "x".repeat(201),
          contactName: " ",
          contactPhone: "12ab",
          contactEmail: "not-an-email",
          secondaryDomain: "https://vendor.example.com/home",
        },
      },
      freshVendor,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldMessages(result.errors?.[0])).toEqual({
      businessType: "Required",
      companyName: "Required",
      dotNumber: "Invalid DOT number",
      address: "No more than 200 characters",
      cityId: "Required",
      regionId: "Required",
      timeZoneId: "Required",
      contactName: "Required",
      contactPhoneCode: "Area code is required",
      contactPhone: "Invalid phone",
      contactEmail: "Invalid email",
      secondaryDomain: "Invalid domain",
    });
    expect(stack.proxy.count("/company/info/save")).toBe(0);
  });

  it("shows the vendor API's cross-tenant uniqueness refusals at their fields", async () => {
    const taken = companyInput(cityId);
    const version = await versionOf("companyInfo", otherVendor);
    const saved = await stack.run(SAVE_COMPANY_INFO, { version, input: taken }, otherVendor);
    expect(saved.errors).toBeUndefined();
    const result = await stack.run(
      SAVE_COMPANY_INFO,
      {
        version: 0,
        input: companyInput(cityId, {
          companyName: taken.companyName.toUpperCase(),
          dotNumber: taken.dotNumber,
          contactEmail: taken.contactEmail.toUpperCase(),
        }),
      },
      freshVendor,
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", upstreamCode: 20001 });
    expect(fieldMessages(result.errors?.[0])).toEqual({
      companyName: "Company name already exists",
      dotNumber: "Dot Number already exists",
      contactEmail: "Email already exists",
    });
  });

  it("moves the tenant's domain, time zone and guide at once, and answers STALE_DATA for an old version", async () => {
    const before = await stack.run(ME, {}, freshVendor);
    expect(before.data!.me.initState).toMatchObject({ companyInfo: false, initialized: false });
    const { data: read } = await stack.run(COMPANY_INFO, {}, freshVendor);

    const input = companyInput(cityId, { timeZoneId: "105", secondaryDomain: "fresh-vendor.example.com" });
    const saved = await stack.run(SAVE_COMPANY_INFO, { version: read!.companyInfo.version, input }, freshVendor);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveCompanyInfo).toMatchObject({
      businessType: "COMPANY",
      companyName: input.companyName,
      cityId,
      cityName: "Denver",
      timeZoneId: "105",
      timeZone: "America/Los_Angeles",
      secondaryDomain: "fresh-vendor.example.com",
      timeZoneChanges: [{ fromTimeZone: "America/Chicago", toTimeZone: "America/Los_Angeles", changedBy: "newvendor" }],
      version: read!.companyInfo.version + 1,
    });

    const after = await stack.run(ME, {}, freshVendor);
    expect(after.data!.me.tenant).toEqual({
      domain: "fresh-vendor.example.com",
      websiteUrl: "https://fresh-vendor.example.com",
      timeZone: "America/Los_Angeles",
      timeZoneId: "105",
    });
    expect(after.data!.me.initState).toMatchObject({
      companyInfo: true,
      completedSteps: before.data!.me.initState.completedSteps + 1,
      initialized: false,
    });

    const stale = await stack.run(SAVE_COMPANY_INFO, { version: read!.companyInfo.version, input }, freshVendor);
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: "STALE_DATA", upstreamCode: 10008 });

    const cleared = await stack.run(
      SAVE_COMPANY_INFO,
      { version: saved.data!.saveCompanyInfo.version, input: { ...input, secondaryDomain: "" } },
      freshVendor,
    );
    expect(cleared.errors).toBeUndefined();
    expect((await stack.run(ME, {}, freshVendor)).data!.me.tenant).toMatchObject({ domain: null, websiteUrl: null });
  });

  it("keeps each tenant's record its own", async () => {
    const mine = await stack.run(COMPANY_INFO, {}, freshVendor);
    const theirs = await stack.run(COMPANY_INFO, {}, otherVendor);
    expect(mine.data!.companyInfo.companyName).toMatch(/^Gateway Company/);
    expect(theirs.data!.companyInfo.companyName).toMatch(/^Gateway Company/);
    expect(mine.data!.companyInfo.companyName).not.toBe(theirs.data!.companyInfo.companyName);
  });

  it("sends a verification code to the contact e-mail and refuses a wrong one at `code`", async () => {
    const { data: read } = await stack.run(COMPANY_INFO, {}, freshVendor);
    const sent = await stack.run("mutation { sendCompanyEmailVerification { sentTo expiresAt } }", {}, freshVendor);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendCompanyEmailVerification.sentTo).toBe(read!.companyInfo.contactEmail);
    expect(Date.parse(sent.data!.sendCompanyEmailVerification.expiresAt)).toBeGreaterThan(Date.now());

    const wrong = await stack.run('mutation { verifyCompanyEmail(code: "000000") { emailVerified } }', {}, freshVendor);
    expect(fieldMessages(wrong.errors?.[0])).toEqual({ code: "Invalid or expired verification code" });
  });
});

describe("tax info", () => {
  it("checks the TIN by its tax type before the call, stores it and answers only its last four digits", async () => {
    stack.proxy.reset();
    const refused = await stack.run(
      SAVE_TAX_INFO,
      { version: 0, input: { taxTypeId: taxTypes.ITIN, legalName: "Pat Vendor", tin: "123-45-6789" } },
      freshVendor,
    );
    expect(fieldMessages(refused.errors?.[0])).toEqual({ tin: "Invalid TIN for this tax type" });
    const missing = await stack.run(
      SAVE_TAX_INFO,
      { version: 0, input: { taxTypeId: taxTypes.EIN, legalName: "" } },
      freshVendor,
    );
    expect(fieldMessages(missing.errors?.[0])).toEqual({ legalName: "Required", tin: "Required" });
    expect(stack.proxy.count("/company/tax/save")).toBe(0);

    const saved = await stack.run(
      SAVE_TAX_INFO,
      { version: 0, input: { taxTypeId: taxTypes.EIN, legalName: "Pat Vendor LLC", tin: EIN } },
      freshVendor,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveTaxInfo).toEqual({
      taxTypeId: taxTypes.EIN,
      taxTypeCode: "EIN",
      legalName: "Pat Vendor LLC",
      tin: { isSet: true, lastFour: "6789" },
      version: 1,
    });

    // Left out, the stored TIN is kept for the same type; another type needs a new one.
    const kept = await stack.run(
      SAVE_TAX_INFO,
      { version: 1, input: { taxTypeId: taxTypes.EIN, legalName: "Pat Vendor Inc", tin: "" } },
      freshVendor,
    );
    expect(kept.data!.saveTaxInfo).toMatchObject({ legalName: "Pat Vendor Inc", tin: { lastFour: "6789" } });
    const retyped = await stack.run(
      SAVE_TAX_INFO,
      { version: 2, input: { taxTypeId: taxTypes.SSN, legalName: "Pat Vendor Inc" } },
      freshVendor,
    );
    expect(fieldMessages(retyped.errors?.[0])).toEqual({ tin: "Required" });

    const stale = await stack.run(
      SAVE_TAX_INFO,
      { version: 1, input: { taxTypeId: taxTypes.EIN, legalName: "Pat Vendor Inc", tin: EIN } },
      freshVendor,
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: "STALE_DATA", upstreamCode: 10008 });
    expect((await stack.run(ME, {}, freshVendor)).data!.me.initState.taxInfo).toBe(true);
  });
});

describe("bank info", () => {
  it("refuses a confirmation that differs, a savings account and a bad routing number at their fields, uncalled", async () => {
    stack.proxy.reset();
    const mismatch = await stack.run(
      SAVE_BANK_INFO,
      { version: 0, input: bankInput({ accountNumberConfirmation: "000123456780" }) },
      freshVendor,
    );
    expect(fieldMessages(mismatch.errors?.[0])).toEqual({ accountNumberConfirmation: "Account numbers do not match" });
    const savings = await stack.run(
      SAVE_BANK_INFO,
      { version: 0, input: bankInput({ accountType: "SAVINGS", routingNumber: "123456789" }) },
      freshVendor,
    );
    expect(fieldMessages(savings.errors?.[0])).toEqual({
      accountType: "Only checking accounts are accepted",
      routingNumber: "Invalid routing number",
    });
    const firstWithoutNumbers = await stack.run(
      SAVE_BANK_INFO,
      { version: 0, input: { accountHolderName: "Pat Vendor", accountType: "CHECKING" } },
      freshVendor,
    );
    expect(fieldMessages(firstWithoutNumbers.errors?.[0])).toEqual({
      routingNumber: "Required",
      accountNumber: "Required",
    });
    expect(stack.proxy.count("/company/bank/save")).toBe(0);
  });

  it("never sends the confirmation on, and answers the numbers and the payout account masked", async () => {
    stack.proxy.reset();
    expect((await stack.run("{ payoutAccount { id } }", {}, freshVendor)).data).toEqual({ payoutAccount: null });

    const saved = await stack.run(SAVE_BANK_INFO, { version: 0, input: bankInput() }, freshVendor);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveBankInfo).toMatchObject({
      accountType: "CHECKING",
      routingNumber: { isSet: true, lastFour: "0021" },
      accountNumber: { isSet: true, lastFour: "6789" },
      stripeAccountId: expect.any(String),
      version: 1,
    });
    const sent = stack.proxy.calls.filter((call) => call.path === "/company/bank/save");
    expect(sent.map((call) => JSON.parse(call.body))).toEqual([
      {
        accountHolderName: "Pat Vendor",
        routingNumber: ROUTING,
        accountNumber: ACCOUNT,
        accountType: "checking",
        version: 0,
      },
    ]);

    stack.proxy.reset();
    const read = await stack.run(
      `{ bankInfo { ${BANK_FIELDS} } payoutAccount { id payoutsEnabled detailsSubmitted } }`,
      {},
      freshVendor,
    );
    expect(read.data!.payoutAccount).toEqual({
      id: saved.data!.saveBankInfo.stripeAccountId,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    expect(stack.proxy.count("/company/bank/find")).toBe(1);

    // Both numbers left out keep the stored ones.
    const kept = await stack.run(
      SAVE_BANK_INFO,
      { version: 1, input: { accountHolderName: "Pat Q. Vendor", accountType: "CHECKING" } },
      freshVendor,
    );
    expect(kept.data!.saveBankInfo).toMatchObject({
      accountHolderName: "Pat Q. Vendor",
      accountNumber: { lastFour: "6789" },
    });
    const stale = await stack.run(SAVE_BANK_INFO, { version: 1, input: bankInput() }, freshVendor);
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: "STALE_DATA", upstreamCode: 10008 });
    expect((await stack.run(ME, {}, freshVendor)).data!.me.initState.bankInfo).toBe(true);
  });

  it("never answers a whole TIN, routing or account number in any company answer", async () => {
    const [bankVersion, taxVersion] = [
      await versionOf("bankInfo", otherVendor),
      await versionOf("taxInfo", otherVendor),
    ];
    const answers = [
      await stack.run(SAVE_BANK_INFO, { version: bankVersion, input: bankInput() }, otherVendor),
      await stack.run(
        SAVE_TAX_INFO,
        { version: taxVersion, input: { taxTypeId: taxTypes.EIN, legalName: "Other Ltd", tin: EIN } },
        otherVendor,
      ),
      await stack.run(
        `{ bankInfo { ${BANK_FIELDS} } taxInfo { ${TAX_FIELDS} } companyInfo { version } }`,
        {},
        freshVendor,
      ),
      await stack.run(`{ bankInfo { ${BANK_FIELDS} } taxInfo { ${TAX_FIELDS} } }`, {}, otherVendor),
    ];
    const text = JSON.stringify(answers);
    expect(
      answers.every((answer) => answer.errors === undefined),
      text,
    ).toBe(true);
    for (const whole of [ROUTING, ACCOUNT, EIN, EIN.replace("-", ""), "123456789"]) expect(text).not.toContain(whole);
  });

  it("keeps each tenant's bank info its own", async () => {
    const theirs = await stack.run(`{ bankInfo { accountHolderName stripeAccountId } }`, {}, otherVendor);
    const mine = await stack.run(`{ bankInfo { accountHolderName stripeAccountId } }`, {}, freshVendor);
    expect(theirs.data!.bankInfo.accountHolderName).toBe("Pat Vendor");
    expect(mine.data!.bankInfo.accountHolderName).toBe("Pat Q. Vendor");
    expect(theirs.data!.bankInfo.stripeAccountId).not.toBe(mine.data!.bankInfo.stripeAccountId);
  });
});
