import { describe, expect, it } from "vitest";
import { authCodeConfig, loginConfig, serveConfig } from "../../vendor-api/src/config";

describe("vendor-api configuration", () => {
  it("defaults to port 4001 on loopback with data in ./data", () => {
    expect(serveConfig({})).toMatchObject({ port: 4001, host: "127.0.0.1", dataDir: "./data", databaseUrl: undefined });
  });

  it("prefers VENDOR_API_PORT over PORT and accepts a PostgreSQL URL", () => {
    expect(
      serveConfig({ PORT: "5000", VENDOR_API_PORT: "5001", DATABASE_URL: "postgres://u:p@db/vendor" }),
    ).toMatchObject({
      port: 5001,
      databaseUrl: "postgres://u:p@db/vendor",
    });
  });

  it("names every invalid variable", () => {
    expect(() => serveConfig({ PORT: "http", DATABASE_URL: "mysql://db", LOG_LEVEL: "loud" })).toThrow(
      /PORT:.*\n.*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n.*LOG_LEVEL/,
    );
  });

  it("points auth-code at the local vendor API by default", () => {
    expect(authCodeConfig({})).toEqual({
      vendorApiUrl: "http://127.0.0.1:4001",
      consoleUrl: "http://localhost:4000",
      adminKey: undefined,
      dataDir: "./data",
    });
    expect(authCodeConfig({ VENDOR_API_URL: "http://api:9000/" }).vendorApiUrl).toBe("http://api:9000");
  });

  it("reads the ports npm start reads, so auth-code finds the console it runs beside", () => {
    expect(authCodeConfig({ PORT: "4100", VENDOR_API_PORT: "4101", DATA_DIR: "/srv/data" })).toMatchObject({
      vendorApiUrl: "http://127.0.0.1:4101",
      consoleUrl: "http://localhost:4100",
      dataDir: "/srv/data",
    });
    expect(authCodeConfig({ VENDOR_API_URL: "https://vendor.example.com", VENDOR_API_PORT: "4101" }).vendorApiUrl).toBe(
      "https://vendor.example.com",
    );
  });

  it("throttles logins with the gateway's budgets and trusts X-Forwarded-For from loopback by default", () => {
    expect(loginConfig({})).toEqual({
      loginBudgets: { maxPerUserName: 5, maxPerUserNameFromCleanAddresses: 3, maxPerAddress: 20, windowMs: 900_000 },
      trustProxy: "loopback",
    });
    expect(
      loginConfig({ LOGIN_RATE_LIMIT_PER_USER: "7", VENDOR_API_TRUST_PROXY: "10.0.0.0/8, loopback, 192.0.2.7" }),
    ).toMatchObject({ loginBudgets: { maxPerUserName: 7 }, trustProxy: "10.0.0.0/8, loopback, 192.0.2.7" });
    expect(loginConfig({ VENDOR_API_TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(() => loginConfig({ VENDOR_API_TRUST_PROXY: "gateway.internal" })).toThrow(
      /VENDOR_API_TRUST_PROXY: must be/,
    );
    expect(() => loginConfig({ LOGIN_RATE_LIMIT_PER_ADDRESS: "0" })).toThrow(/LOGIN_RATE_LIMIT_PER_ADDRESS/);
  });
});
