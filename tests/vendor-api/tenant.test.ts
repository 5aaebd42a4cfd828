import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";

let api: TestApi;
let demoTours: SessionHeaders;
let freshVendor: SessionHeaders;
let otherTours: SessionHeaders;
beforeAll(async () => {
  api = await startTestApi();
  demoTours = (await api.login("admin", "admin123")).headers;
  freshVendor = (await api.login("newvendor", "vendor123")).headers;
  otherTours = (await api.login("other", "other123")).headers;
});
afterAll(() => api?.close());

describe("tenant configuration", () => {
  it("answers the tenant's channels, time zone and domain", async () => {
    expect((await api.get("/configuration/findtenant", {}, demoTours)).result).toEqual({
      tid: 1001,
      channelList: [
        { key: "web", id: 1 },
        { key: "app", id: 2 },
        { key: "counter", id: 7 },
      ],
      timeZone: "America/New_York",
      timeZoneId: 101,
      domain: "demo-tours.example.com",
    });
    expect((await api.get("/configuration/findtenant", {}, freshVendor)).result).toMatchObject({
      tid: 1002,
      timeZone: "America/Chicago",
      domain: null,
    });
  });

  it("answers the tenant info for the session's tid", async () => {
    expect((await api.get("/tenant/info", { tid: 1003 }, otherTours)).result).toMatchObject({
      tid: 1003,
      name: "Other Tours",
      domain: "other-tours.example.com",
      timeZone: "Europe/London",
      initialized: true,
    });
  });
});

describe("setup state", () => {
  it("is finished for Demo Tours", async () => {
    expect((await api.get("/configuration/init/tenant/state", {}, demoTours)).result).toEqual({
      companyInfoState: true,
      paymentState: true,
      vendorPageState: true,
      activityState: true,
      bankInfoState: true,
      taxInfoState: true,
      initialized: true,
    });
    const { result } = await api.get("/tenantinfo/init/data", {}, demoTours);
    expect(result.initialized).toBe(true);
    expect(result.steps.every((step: { done: boolean }) => step.done)).toBe(true);
  });

  it("is not started for Fresh Vendor, with the guide steps in order", async () => {
    expect((await api.get("/configuration/init/tenant/state", {}, freshVendor)).result).toEqual({
      companyInfoState: false,
      paymentState: false,
      vendorPageState: false,
      activityState: false,
      bankInfoState: false,
      taxInfoState: false,
      initialized: false,
    });
    expect((await api.get("/tenantinfo/init/data", {}, freshVendor)).result).toEqual({
      initialized: false,
      steps: ["companyInfo", "taxInfo", "bankInfo", "vendorPage", "payment", "activity"].map((key) => ({
        key,
        done: false,
      })),
    });
  });
});

describe("tenant isolation", () => {
  it("refuses another tenant's tid in the header with 21434", async () => {
    for (const path of ["/configuration/findtenant", "/config/creditcard/find", "/bookingfee/config/find"]) {
      expect((await api.get(path, {}, { ...otherTours, tid: "1001" })).status.code).toBe(21434);
    }
  });

  it("answers another tenant's objects as not found", async () => {
    expect((await api.get("/tenant/info", { tid: 1001 }, otherTours)).status).toEqual({
      code: 20404,
      msg: "Not found",
      key: "notFound",
    });
    expect((await api.get("/service-fee/config/query", { tid: 1001 }, otherTours)).status.code).toBe(20404);
    expect(
      (await api.post("/api/stripe/account/custom/find", { id: "acct_demotours1001" }, otherTours)).status.code,
    ).toBe(20404);
    expect((await api.post("/api/stripe/account/custom/find", { id: "acct_demotours1001" }, demoTours)).result).toEqual(
      {
        id: "acct_demotours1001",
        chargesEnabled: true,
        payoutsEnabled: true,
        detailsSubmitted: true,
      },
    );
  });

  it("keeps each tenant's settings its own", async () => {
    expect((await api.get("/bookingfee/config/find", {}, demoTours)).result).toMatchObject({ type: 1, amount: "2.00" });
    expect((await api.get("/bookingfee/config/find", {}, otherTours)).result).toMatchObject({
      type: 2,
      amount: "1.50",
    });
    expect((await api.get("/config/paypal/find", {}, otherTours)).result).toBeNull();
    expect((await api.get("/service-fee/config/query", { tid: 1003 }, otherTours)).result).toEqual({
      rate: "0.0250",
      fixed: "0.25",
      commissionRate: "0.0800",
      chargebackFee: "20.00",
      subscriptionFee: "0.00",
    });
  });
});

describe("dictionaries and cities", () => {
  it("answers regions with the United States of America as id 25", async () => {
    const { result } = await api.get("/dictionary/items", { dictId: 1 }, demoTours);
    expect(result).toContainEqual({ id: 25, code: "US", name: "United States of America" });
    expect(result.map((item: { name: string }) => item.name)).toEqual(
      [...result.map((item: { name: string }) => item.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it("answers time zones with America/New_York first, and tax types", async () => {
    const timeZones = (await api.get("/dictionary/items", { dictId: 2 }, demoTours)).result;
    expect(timeZones[0]).toEqual({ id: 101, code: "America/New_York", name: "Eastern Time (US & Canada)" });
    expect(timeZones.map((item: { code: string }) => item.code)).toEqual(
      expect.arrayContaining(["America/Chicago", "Europe/London", "America/Los_Angeles"]),
    );
    const taxTypes = (await api.get("/dictionary/items", { dictId: 3 }, demoTours)).result;
    expect(taxTypes.map((item: { code: string }) => item.code)).toEqual(["EIN", "SSN", "ITIN"]);
    expect((await api.get("/dictionary/items", { dictId: 99 }, demoTours)).result).toEqual([]);
  });

  it("answers every city, and a search with those starting with the keyword first, at most 20", async () => {
    const all = (await api.get("/city/all", {}, demoTours)).result;
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all).toContainEqual({ id: expect.any(Number), name: "New York", regionId: 25, state: "NY" });
    const names = (await api.get("/api/datacenter/search/city", { keyword: "or" }, demoTours)).result.map(
      (city: { name: string }) => city.name,
    );
    expect(names[0]).toBe("Orlando");
    expect(names.slice(1)).toEqual(
      expect.arrayContaining(["Baltimore", "Fort Worth", "New Orleans", "New York", "Portland"]),
    );
    expect(names.every((name: string) => name.toLowerCase().includes("or"))).toBe(true);
    expect((await api.get("/api/datacenter/search/city", { keyword: "%" }, demoTours)).result).toEqual([]);
    expect((await api.get("/api/datacenter/search/city", {}, demoTours)).result).toHaveLength(20);
  });
});
