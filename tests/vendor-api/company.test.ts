/**
 * Company, tax and bank info, e-mail verification and the setup guide (docs/company-contract.md), with fresh tenants
 * of /admin/tenants so that no test depends on another's saves.
 */
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { companyInfos, emailVerificationCodes, notificationOutbox, trips } from "../../vendor-api/src/db/schema";
import { withUniqueFields } from "../../vendor-api/src/modules/company/unique";
import { ValidationError } from "../../vendor-api/src/protocol/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildVendorApi } from "../../vendor-api/src/server";
import {
  ADMIN_KEY,
  fieldMessages,
  startTestApi,
  type Envelope,
  type SessionHeaders,
  type TestApi,
} from "./support/api";
import { validTrip } from "./support/catalogue";

let api: TestApi;
let demoTours: SessionHeaders;
const bodies: string[] = [];

/** Every answer is kept, to check at the end that no whole TIN or bank number ever left the API. */
const record = <T>(envelope: T): T => {
  bodies.push(JSON.stringify(envelope));
  return envelope;
};
const get = (path: string, headers: SessionHeaders) => api.get(path, {}, headers).then(record);
const post = (path: string, body: unknown, headers: SessionHeaders) => api.post(path, body, headers).then(record);

let tenantSequence = 0;
/** A fresh tenant of the operator endpoint, logged in. */
async function freshTenant(timeZoneId?: number) {
  const username = `vendor${Date.now().toString(36)}${++tenantSequence}`;
  const created = await api.post(
    "/admin/tenants",
    { name: `Vendor ${tenantSequence}`, username, password: "secret12", timeZoneId },
    { "x-admin-key": ADMIN_KEY },
  );
  expect(created.status.code).toBe(0);
  const { headers } = await api.login(username, "secret12");
  return { tid: created.result.tid as number, username, headers };
}

let companySequence = 0;
const company = (overrides: Record<string, unknown> = {}) => {
  const n = ++companySequence;
  return {
    businessType: 2,
    companyName: `Acme Travel ${n}`,
    dotNumber: String(7_000_000 + n),
    address: "1 Main Street",
    cityId: 21,
    regionId: 25,
    timeZoneId: 101,
    contactName: "Ann Lee",
    contactPhoneCode: "+1",
    contactPhone: `617555${String(n).padStart(4, "0")}`,
    contactEmail: `ops${n}@acme.example.com`,
    secondaryDomain: `acme${n}.example.com`,
    version: 0,
    ...overrides,
  };
};

const state = async (headers: SessionHeaders) => (await get("/configuration/init/tenant/state", headers)).result;

beforeAll(async () => {
  api = await startTestApi();
  demoTours = (await api.login("admin", "admin123")).headers;
});
afterAll(() => api?.close());

describe("POST /admin/tenants", () => {
  it("creates a tenant with web, app and counter channels and an administrator who can sign in, nothing set up", async () => {
    const { tid, username, headers } = await freshTenant(102);
    const tenant = await get("/configuration/findtenant", headers);
    expect(tenant.result).toMatchObject({ tid, timeZone: "America/Chicago", timeZoneId: 102, domain: null });
    expect(tenant.result.channelList.map((channel: { key: string }) => channel.key).sort()).toEqual([
      "app",
      "counter",
      "web",
    ]);
    expect(await state(headers)).toEqual({
      companyInfoState: false,
      paymentState: false,
      vendorPageState: false,
      activityState: false,
      bankInfoState: false,
      taxInfoState: false,
      initialized: false,
    });
    const permissions = (await post("/vendor/account/permission/load", undefined, headers)).result;
    expect(permissions).toContainEqual(expect.objectContaining({ type: "page", url: "company_info" }));
    expect(permissions).toContainEqual(expect.objectContaining({ type: "page", url: "home_page" }));

    const again = await api.post(
      "/admin/tenants",
      { name: "Again", username, password: "secret12" },
      { "x-admin-key": ADMIN_KEY },
    );
    expect(fieldMessages(again)).toEqual({ username: "User name already exists" });
    const refused = await api.post("/admin/tenants", { name: "X", username: "nokey", password: "secret12" });
    expect(refused.status.code).not.toBe(0);
    expect((await api.post("/vendor/account/login", { username: "nokey", password: "secret12" })).status.code).toBe(
      21001,
    );
  });
});

describe("company info", () => {
  it("answers the defaults with version 0 before the first save", async () => {
    const { headers } = await freshTenant(102);
    expect((await get("/company/info/find", headers)).result).toEqual({
      businessType: null,
      companyName: null,
      dotNumber: null,
      address: null,
      cityId: null,
      cityName: null,
      regionId: 25,
      regionName: "United States of America",
      timeZoneId: 102,
      timeZone: "America/Chicago",
      contactName: null,
      contactPhoneCode: null,
      contactPhone: null,
      contactEmail: null,
      secondaryDomain: null,
      emailVerified: false,
      emailVerifiedAt: null,
      timeZoneChanges: [],
      version: 0,
      updateTime: null,
    });
  });

  it("refuses every broken rule at its field and writes nothing", async () => {
    const { headers } = await freshTenant();
    const missing = await post("/company/info/save", { version: 0 }, headers);
    expect(missing.status).toMatchObject({ code: 20001, msg: "Required", key: "required" });
    expect(fieldMessages(missing)).toEqual({
      businessType: "Required",
      companyName: "Required",
      address: "Required",
      cityId: "Required",
      regionId: "Required",
      timeZoneId: "Required",
      contactName: "Required",
      contactPhone: "Required",
      contactEmail: "Required",
    });
    const broken = await post(
      "/company/info/save",
      company({
        businessType: 7,
        companyName: "x".repeat(101),
        contactName: "x".repeat(101),
        address: "x".repeat(201),
        dotNumber: "123456789",
        contactPhoneCode: "1",
        contactPhone: "12-ab",
        contactEmail: "ann",
        secondaryDomain: "https://acme.example.com/",
        cityId: 99_999,
        regionId: 101,
        timeZoneId: 25,
      }),
      headers,
    );
    expect(fieldMessages(broken)).toEqual({
      businessType: "Invalid value",
      companyName: "No more than 100 characters",
      contactName: "No more than 100 characters",
      address: "No more than 200 characters",
      dotNumber: "Invalid DOT number",
      contactPhoneCode: "Area code is required",
      contactPhone: "Invalid phone",
      contactEmail: "Invalid email",
      secondaryDomain: "Invalid domain",
      cityId: "Unknown item",
      regionId: "Unknown item",
      timeZoneId: "Unknown item",
    });
    expect(fieldMessages(await post("/company/info/save", company({ contactPhoneCode: "" }), headers))).toEqual({
      contactPhoneCode: "Area code is required",
    });
    expect((await get("/company/info/find", headers)).result.version).toBe(0);
    expect((await state(headers)).companyInfoState).toBe(false);
  });

  it("saves, gives the tenant its domain and time zone, records the change and marks the guide step", async () => {
    const { tid, username, headers } = await freshTenant(102);
    const input = company({ timeZoneId: 113, secondaryDomain: "Tours.Example.com" });
    const saved = await post("/company/info/save", input, headers);
    expect(saved.status.code).toBe(0);
    expect(saved.result).toMatchObject({
      companyName: input.companyName,
      cityId: 21,
      cityName: "Boston",
      regionName: "United States of America",
      timeZoneId: 113,
      timeZone: "Europe/London",
      secondaryDomain: "tours.example.com",
      emailVerified: false,
      version: 1,
    });
    expect(saved.result.timeZoneChanges).toEqual([
      {
        fromTimeZone: "America/Chicago",
        toTimeZone: "Europe/London",
        changedBy: username,
        changeTime: expect.any(String),
      },
    ]);
    expect((await get("/configuration/findtenant", headers)).result).toMatchObject({
      domain: "tours.example.com",
      timeZone: "Europe/London",
      timeZoneId: 113,
    });
    expect((await api.get("/tenant/info", { tid }, headers)).result).toMatchObject({
      domain: "tours.example.com",
      timeZone: "Europe/London",
    });
    expect(await state(headers)).toMatchObject({ companyInfoState: true, initialized: false });
    expect((await get("/tenantinfo/init/data", headers)).result.steps).toContainEqual({
      key: "companyInfo",
      done: true,
    });

    // The same zone again records nothing; an empty domain clears the tenant's.
    const again = await post("/company/info/save", { ...input, secondaryDomain: "", version: 1 }, headers);
    expect(again.result).toMatchObject({ version: 2, secondaryDomain: null });
    expect(again.result.timeZoneChanges).toHaveLength(1);
    expect((await get("/configuration/findtenant", headers)).result.domain).toBeNull();
    const back = await post("/company/info/save", { ...input, timeZoneId: 102, version: 2 }, headers);
    expect(back.result.timeZoneChanges.map((change: { toTimeZone: string }) => change.toTimeZone)).toEqual([
      "America/Chicago",
      "Europe/London",
    ]);
  });

  it("answers 10008 to a stale version and writes nothing", async () => {
    const { headers } = await freshTenant();
    const input = company();
    expect((await post("/company/info/save", { ...input, version: 1 }, headers)).status.code).toBe(10008);
    expect((await post("/company/info/save", input, headers)).status.code).toBe(0);
    const stale = await post("/company/info/save", { ...input, address: "2 Elm Street", version: 0 }, headers);
    expect(stale.status).toMatchObject({ code: 10008, msg: "Data is out of date, please refresh and repeat." });
    expect((await get("/company/info/find", headers)).result).toMatchObject({ address: "1 Main Street", version: 1 });
  });

  it("keeps company name, DOT number, phone and e-mail unique across tenants, case and dashes aside", async () => {
    const { headers } = await freshTenant();
    const clash = await post(
      "/company/info/save",
      company({
        companyName: "DEMO tours",
        dotNumber: "3141592",
        contactPhoneCode: "+1",
        contactPhone: "212-555-0100",
        contactEmail: "OPS@demo-tours.example.com",
      }),
      headers,
    );
    expect(fieldMessages(clash)).toEqual({
      companyName: "Company name already exists",
      dotNumber: "Dot Number already exists",
      contactPhone: "Phone already exists",
      contactEmail: "Email already exists",
    });
    expect(clash.status.key).toBe("company.nameExists");
    // Another area code makes it another phone; the tenant's own values are no clash on its next save.
    const own = company({ contactPhoneCode: "+44", contactPhone: "2125550100" });
    expect((await post("/company/info/save", own, headers)).status.code).toBe(0);
    expect((await post("/company/info/save", { ...own, version: 1 }, headers)).status.code).toBe(0);
  });

  it("lets one of several tenants saving the same e-mail at once have it; the others get the field message", async () => {
    const tenants = await Promise.all([freshTenant(), freshTenant(), freshTenant(), freshTenant()]);
    const answers = await Promise.all(
      tenants.map(({ headers }) =>
        post("/company/info/save", company({ contactEmail: "race@acme.example.com" }), headers),
      ),
    );
    expect(answers.map((answer) => answer.status.code).sort()).toEqual([0, 20001, 20001, 20001]);
    for (const answer of answers.filter((envelope) => envelope.status.code !== 0))
      expect(fieldMessages(answer)).toEqual({ contactEmail: "Email already exists" });
  });
});

describe("the unique indexes", () => {
  it("answer a write that got past the check (a concurrent save) with the field's message, not a system error", async () => {
    const { tid } = await freshTenant();
    const row = (overrides: Record<string, unknown>) => {
      const { version: _version, timeZoneId: _timeZoneId, ...values } = company(overrides);
      return { tenantId: tid, ...values } as typeof companyInfos.$inferInsert;
    };
    const clashes: Array<[Record<string, unknown>, string, string]> = [
      [{ companyName: "demo TOURS" }, "companyName", "Company name already exists"],
      [{ dotNumber: "3141592" }, "dotNumber", "Dot Number already exists"],
      [{ contactPhoneCode: "+1", contactPhone: "212.555.0100" }, "contactPhone", "Phone already exists"],
      [{ contactEmail: "Ops@Demo-Tours.example.com" }, "contactEmail", "Email already exists"],
    ];
    for (const [overrides, field, message] of clashes) {
      const error = await withUniqueFields(() => api.db.insert(companyInfos).values(row(overrides))).catch(
        (caught: unknown) => caught,
      );
      expect(error, field).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).result).toEqual({
        fields: [expect.objectContaining({ field, message })],
      });
    }
  });
});

describe("e-mail verification", () => {
  const outboxFor = (tenantId: number) =>
    api.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.tenantId, tenantId))
      .orderBy(notificationOutbox.id);
  /** Sends a code and reads it from the queued mail, as its recipient would. */
  async function sendCode(tid: number, headers: SessionHeaders) {
    const sent = await post("/company/email/verify/send", undefined, headers);
    expect(sent.status.code).toBe(0);
    const rows = await outboxFor(tid);
    // Stored encrypted: the recipient's copy is what the mail sender decrypts.
    expect(rows.at(-1)!.content).not.toMatch(/\b\d{6}\b/);
    const code = /\b(\d{6})\b/.exec(api.context.secrets.decrypt(rows.at(-1)!.content))![1];
    return { sent: sent.result as { sentTo: string; expiresAt: string }, code, row: rows.at(-1)! };
  }
  const confirm = (code: string, headers: SessionHeaders) => post("/company/email/verify/confirm", { code }, headers);

  it("needs a saved contact e-mail", async () => {
    const { headers } = await freshTenant();
    expect(fieldMessages(await post("/company/email/verify/send", undefined, headers))).toEqual({
      contactEmail: "Required",
    });
  });

  it("queues one e-mail to the contact with a code kept only as a hash, accepted once", async () => {
    const { tid, headers } = await freshTenant();
    const input = company();
    await post("/company/info/save", input, headers);
    const before = Date.now();
    const { sent, code, row } = await sendCode(tid, headers);
    expect(sent.sentTo).toBe(input.contactEmail);
    const expiresIn = Date.parse(sent.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(9.9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    expect(row).toMatchObject({
      audience: "recipient",
      channel: "email",
      recipients: [input.contactEmail],
      recipientCount: 1,
      status: "queued",
      tripId: null,
    });
    const [stored] = await api.db.select().from(emailVerificationCodes).where(eq(emailVerificationCodes.tenantId, tid));
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(bodies.join("")).not.toContain(`"${code}"`);

    const wrong = await confirm(code === "000000" ? "000001" : "000000", headers);
    expect(wrong.status).toMatchObject({ code: 20001, msg: "Invalid or expired verification code" });
    expect(fieldMessages(wrong)).toEqual({ code: "Invalid or expired verification code" });
    const verified = await confirm(code, headers);
    expect(verified.result).toMatchObject({ emailVerified: true, emailVerifiedAt: expect.any(String), version: 1 });
    expect(fieldMessages(await confirm(code, headers))).toEqual({ code: "Invalid or expired verification code" });
    expect(fieldMessages(await confirm("", headers))).toEqual({ code: "Required" });

    // Another contact e-mail is not verified, and the code sent to the old one no longer counts.
    const changed = await post(
      "/company/info/save",
      { ...input, contactEmail: `new-${input.contactEmail}`, version: 1 },
      headers,
    );
    expect(changed.result).toMatchObject({ emailVerified: false, emailVerifiedAt: null, version: 2 });
    // The same address in other letters is the same address: still verified.
    const { code: next } = await sendCode(tid, headers);
    expect((await confirm(next, headers)).result.emailVerified).toBe(true);
    const upper = await post(
      "/company/info/save",
      { ...input, contactEmail: `NEW-${input.contactEmail}`, version: 2 },
      headers,
    );
    expect(upper.result.emailVerified).toBe(true);
  });

  it("replaces the previous code, and refuses a code sent to a contact e-mail changed since", async () => {
    const { tid, headers } = await freshTenant();
    const input = company();
    await post("/company/info/save", input, headers);
    const first = await sendCode(tid, headers);
    const second = await sendCode(tid, headers);
    if (first.code !== second.code)
      expect(fieldMessages(await confirm(first.code, headers))).toEqual({
        code: "Invalid or expired verification code",
      });
    await post("/company/info/save", { ...input, contactEmail: `other-${input.contactEmail}`, version: 1 }, headers);
    expect(fieldMessages(await confirm(second.code, headers))).toEqual({
      code: "Invalid or expired verification code",
    });
    const third = await sendCode(tid, headers);
    expect(third.sent.sentTo).toBe(`other-${input.contactEmail}`);
    expect((await confirm(third.code, headers)).result.emailVerified).toBe(true);
  });

  it("expires a code after 10 minutes", async () => {
    const { tid, headers } = await freshTenant();
    await post("/company/info/save", company(), headers);
    const late = await sendCode(tid, headers);
    api.clock.advance(10 * 60_000 + 1_000);
    expect(fieldMessages(await confirm(late.code, headers))).toEqual({ code: "Invalid or expired verification code" });
    const inTime = await sendCode(tid, headers);
    api.clock.advance(9 * 60_000);
    expect((await confirm(inTime.code, headers)).result.emailVerified).toBe(true);
  });

  it("spends a code after 5 wrong tries", async () => {
    const { tid, headers } = await freshTenant();
    await post("/company/info/save", company(), headers);
    const { code } = await sendCode(tid, headers);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let attempt = 0; attempt < 5; attempt++) await confirm(wrong, headers);
    expect(fieldMessages(await confirm(code, headers))).toEqual({ code: "Invalid or expired verification code" });
  });
});

describe("tax info", () => {
  it("answers the defaults, then the TIN as set with its last four digits only", async () => {
    const { headers } = await freshTenant();
    expect((await get("/company/tax/find", headers)).result).toEqual({
      taxTypeId: null,
      taxTypeCode: null,
      taxTypeName: null,
      legalName: null,
      tinSet: false,
      tinLastFour: null,
      version: 0,
      updateTime: null,
    });
    expect(fieldMessages(await post("/company/tax/save", { version: 0 }, headers))).toEqual({
      taxTypeId: "Required",
      legalName: "Required",
      tin: "Required",
    });
    expect(
      fieldMessages(
        await post(
          "/company/tax/save",
          { taxTypeId: 201, legalName: "Acme LLC", tin: "123-45-6789", version: 0 },
          headers,
        ),
      ),
    ).toEqual({ tin: "Invalid TIN for this tax type" });
    expect(
      fieldMessages(
        await post(
          "/company/tax/save",
          { taxTypeId: 101, legalName: "Acme LLC", tin: "12-3456789", version: 0 },
          headers,
        ),
      ),
    ).toEqual({ taxTypeId: "Unknown item" });
    expect((await state(headers)).taxInfoState).toBe(false);

    const saved = await post(
      "/company/tax/save",
      { taxTypeId: 201, legalName: "Acme LLC", tin: "84-7319265", version: 0 },
      headers,
    );
    expect(saved.result).toMatchObject({
      taxTypeId: 201,
      taxTypeCode: "EIN",
      legalName: "Acme LLC",
      tinSet: true,
      tinLastFour: "9265",
      version: 1,
    });
    expect((await state(headers)).taxInfoState).toBe(true);

    // Leaving the TIN out keeps it; another tax type needs a TIN of its own.
    const kept = await post("/company/tax/save", { taxTypeId: 201, legalName: "Acme Inc", version: 1 }, headers);
    expect(kept.result).toMatchObject({ legalName: "Acme Inc", tinSet: true, tinLastFour: "9265", version: 2 });
    expect(
      fieldMessages(await post("/company/tax/save", { taxTypeId: 203, legalName: "Ann", version: 2 }, headers)),
    ).toEqual({
      tin: "Required",
    });
    const itin = await post(
      "/company/tax/save",
      { taxTypeId: 203, legalName: "Ann", tin: "948-70-3312", version: 2 },
      headers,
    );
    expect(itin.result).toMatchObject({ taxTypeCode: "ITIN", tinLastFour: "3312", version: 3 });
    expect(
      (await post("/company/tax/save", { taxTypeId: 203, legalName: "Ann", version: 2 }, headers)).status.code,
    ).toBe(10008);
  });
});

describe("bank info", () => {
  const bank = {
    accountHolderName: "Acme LLC",
    routingNumber: "121000358",
    accountNumber: "98765432101234",
    accountType: "checking",
    version: 0,
  };

  it("checks the numbers, takes checking accounts only, and answers the last four digits", async () => {
    const { headers } = await freshTenant();
    expect((await get("/company/bank/find", headers)).result).toEqual({
      accountHolderName: null,
      accountType: "checking",
      routingNumberLastFour: null,
      accountNumberLastFour: null,
      accountNumberSet: false,
      stripeAccountId: null,
      version: 0,
      updateTime: null,
    });
    expect(
      fieldMessages(
        await post("/company/bank/save", { accountHolderName: "Acme", accountType: "checking", version: 0 }, headers),
      ),
    ).toEqual({
      routingNumber: "Required",
      accountNumber: "Required",
    });
    const broken = await post(
      "/company/bank/save",
      { ...bank, routingNumber: "121000359", accountNumber: "123", accountType: "savings" },
      headers,
    );
    expect(fieldMessages(broken)).toEqual({
      routingNumber: "Invalid routing number",
      accountNumber: "Invalid account number",
      accountType: "Only checking accounts are accepted",
    });
    expect((await state(headers)).bankInfoState).toBe(false);

    const saved = await post("/company/bank/save", bank, headers);
    expect(saved.result).toMatchObject({
      accountHolderName: "Acme LLC",
      accountType: "checking",
      routingNumberLastFour: "0358",
      accountNumberLastFour: "1234",
      accountNumberSet: true,
      stripeAccountId: expect.stringMatching(/^acct_/),
      version: 1,
    });
    expect((await state(headers)).bankInfoState).toBe(true);
    const payout = await post("/api/stripe/account/custom/find", { id: saved.result.stripeAccountId }, headers);
    expect(payout.result).toMatchObject({ detailsSubmitted: true, payoutsEnabled: true });
    expect(
      (await post("/api/stripe/account/custom/find", { id: saved.result.stripeAccountId }, demoTours)).status.code,
    ).toBe(20404);

    // Both numbers left out keep the stored ones; one alone needs the other.
    const kept = await post(
      "/company/bank/save",
      { accountHolderName: "Acme Inc", accountType: "checking", version: 1 },
      headers,
    );
    expect(kept.result).toMatchObject({ accountHolderName: "Acme Inc", accountNumberLastFour: "1234", version: 2 });
    expect(kept.result.stripeAccountId).toBe(saved.result.stripeAccountId);
    expect(
      fieldMessages(
        await post(
          "/company/bank/save",
          { accountHolderName: "Acme", accountType: "checking", routingNumber: "011000015", version: 2 },
          headers,
        ),
      ),
    ).toEqual({ accountNumber: "Required" });
    expect((await post("/company/bank/save", { ...bank, version: 1 }, headers)).status.code).toBe(10008);
  });

  it("never answers or logs a whole TIN or bank number", async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildVendorApi(
      { ...api.context, now: () => new Date(), sessionTtlMinutes: 60, authCodeTtlMs: 60_000, adminKey: ADMIN_KEY },
      { logLevel: "trace", logStream },
    );
    const { headers } = await freshTenant();
    const call = async (url: string, payload: unknown) => {
      const response = await app.inject({
        method: "POST",
        url,
        query: { timestamp: "1" },
        headers,
        payload: payload as object,
      });
      bodies.push(response.body);
      return response.json() as Envelope;
    };
    expect((await call("/company/bank/save", bank)).status.code).toBe(0);
    expect((await call("/company/bank/save", { ...bank, version: 0 })).status.code).toBe(10008);
    expect(
      (await call("/company/tax/save", { taxTypeId: 202, legalName: "Ann Lee", tin: "531-72-9046", version: 0 })).status
        .code,
    ).toBe(0);
    await app.close();
    expect(lines.length).toBeGreaterThan(0);
    const seen = bodies.join("\n") + lines.join("");
    for (const whole of ["121000358", "98765432101234", "531729046", "531-72-9046", "84-7319265", "847319265"])
      expect(seen).not.toContain(whole);
  });
});

describe("vendor page", () => {
  const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQqzgBAAIWAV+8KCb8AAAAAElFTkSuQmCC";
  const upload = async (headers: SessionHeaders, name: string) =>
    (await post("/file/upload", { name, data: PNG }, headers)).result.id as number;

  it("saves the images in order with their uploader, and refuses another tenant's file (20404)", async () => {
    const { username, headers } = await freshTenant();
    expect((await get("/vendor/page/find", headers)).result).toEqual({
      backgroundImageFileId: null,
      logoFileId: null,
      bgImageFileIds: [],
      aboutUs: null,
      slogan: null,
      supportPhoneCode: null,
      supportPurePhone: null,
      supportEmail: null,
      backgroundImage: null,
      logo: null,
      bgImages: [],
      homePageUrl: null,
      version: 0,
      updateTime: null,
    });
    expect(fieldMessages(await post("/vendor/page/save", { version: 0 }, headers))).toEqual({
      backgroundImageFileId: "Required",
      logoFileId: "Required",
      aboutUs: "Required",
      supportEmail: "Enter a support phone or e-mail",
    });
    const [background, logo, first, second] = await Promise.all(
      ["bg.png", "logo.png", "one.png", "two.png"].map((name) => upload(headers, name)),
    );
    const page = {
      backgroundImageFileId: background,
      logoFileId: logo,
      bgImageFileIds: [second, first],
      aboutUs: "We run tours.",
      slogan: "Go",
      supportPhoneCode: "+1",
      supportPurePhone: "6175550000",
      supportEmail: "",
      version: 0,
    };
    expect(
      fieldMessages(
        await post(
          "/vendor/page/save",
          {
            ...page,
            aboutUs: "x".repeat(2001),
            slogan: "x".repeat(201),
            supportPhoneCode: "",
            bgImageFileIds: Array(11).fill(first),
          },
          headers,
        ),
      ),
    ).toEqual({
      aboutUs: "No more than 2000 characters",
      slogan: "No more than 200 characters",
      bgImageFileIds: "No more than 10 entries",
      supportPhoneCode: "Area code is required",
    });
    const demoFile = await upload(demoTours, "demo.png");
    for (const foreign of [{ logoFileId: demoFile }, { bgImageFileIds: [first, demoFile] }])
      expect((await post("/vendor/page/save", { ...page, ...foreign }, headers)).status.code).toBe(20404);
    expect((await state(headers)).vendorPageState).toBe(false);

    const saved = await post("/vendor/page/save", page, headers);
    expect(saved.result).toMatchObject({
      bgImageFileIds: [second, first],
      supportEmail: null,
      version: 1,
      logo: { fileId: logo, url: `/file/get?id=${logo}`, name: "logo.png", uploaderName: username },
    });
    expect(saved.result.bgImages.map((image: { name: string }) => image.name)).toEqual(["two.png", "one.png"]);
    expect((await state(headers)).vendorPageState).toBe(true);

    await post("/company/info/save", company({ secondaryDomain: "page.example.com" }), headers);
    expect((await get("/vendor/page/find", headers)).result.homePageUrl).toBe("https://page.example.com/");
    expect((await post("/vendor/page/save", page, headers)).status.code).toBe(10008);
    const reordered = await post("/vendor/page/save", { ...page, bgImageFileIds: [first], version: 1 }, headers);
    expect(reordered.result).toMatchObject({ bgImageFileIds: [first], version: 2 });
  });
});

describe("the setup guide", () => {
  it("marks activity when a trip is published or sponsored, and the init flag with company info and vendor page", async () => {
    const { headers } = await freshTenant();
    const trip = (await post("/trip/add", validTrip(), headers)).result;
    expect((await state(headers)).activityState).toBe(false);
    expect((await post("/trip/publish", { id: trip.id, version: trip.version }, headers)).status.code).toBe(0);
    expect(await state(headers)).toMatchObject({ activityState: true, initialized: false });

    const sponsored = await freshTenant();
    const other = (await post("/trip/add", validTrip(), sponsored.headers)).result;
    await api.db.update(trips).set({ state: 0 }).where(eq(trips.id, other.id));
    expect((await post("/trip/sponsor", { id: other.id, version: other.version }, sponsored.headers)).status.code).toBe(
      0,
    );
    expect((await state(sponsored.headers)).activityState).toBe(true);

    await post("/company/info/save", company(), headers);
    expect((await state(headers)).initialized).toBe(false);
    const image = (await post("/file/upload", { name: "a.png", data: PNG_DATA }, headers)).result.id;
    await post(
      "/vendor/page/save",
      {
        backgroundImageFileId: image,
        logoFileId: image,
        aboutUs: "Tours",
        supportEmail: "a@b.example.com",
        version: 0,
      },
      headers,
    );
    expect(await state(headers)).toMatchObject({ companyInfoState: true, vendorPageState: true, initialized: true });
    expect((await get("/tenantinfo/init/data", headers)).result.initialized).toBe(true);
  });
});

const PNG_DATA = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQqzgBAAIWAV+8KCb8AAAAAElFTkSuQmCC";

describe("the demo data", () => {
  it("gives the finished tenants every record and leaves Fresh Vendor empty", async () => {
    const companyOf = (await get("/company/info/find", demoTours)).result;
    expect(companyOf).toMatchObject({
      companyName: "Demo Tours",
      contactEmail: "ops@demo-tours.example.com",
      secondaryDomain: "demo-tours.example.com",
      timeZone: "America/New_York",
      emailVerified: true,
      version: 1,
    });
    expect((await get("/company/tax/find", demoTours)).result).toMatchObject({ tinSet: true, tinLastFour: "4567" });
    expect((await get("/company/bank/find", demoTours)).result).toMatchObject({
      accountNumberSet: true,
      stripeAccountId: "acct_demotours1001",
    });
    const page = (await get("/vendor/page/find", demoTours)).result;
    expect(page).toMatchObject({ homePageUrl: "https://demo-tours.example.com/", version: 1 });
    expect(page.logo).toMatchObject({ uploaderName: "admin" });
    expect(page.bgImages).toHaveLength(2);

    const other = (await api.login("other", "other123")).headers;
    expect((await get("/company/info/find", other)).result).toMatchObject({
      companyName: "Other Tours",
      timeZone: "Europe/London",
    });
    expect((await get("/vendor/page/find", other)).result.version).toBe(1);

    const fresh = (await api.login("newvendor", "vendor123")).headers;
    for (const path of ["/company/info/find", "/company/tax/find", "/company/bank/find", "/vendor/page/find"])
      expect((await get(path, fresh)).result.version, path).toBe(0);
  });
});
