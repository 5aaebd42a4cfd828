import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { callerConfig, ConfigError, loadConfig, remoteVendorApiUrl } from "../../vendor-api/src/config";

describe("vendor-api configuration", () => {
  it("defaults to the README's values: port 4001 on loopback, data in ./data, sessions of 720 minutes", () => {
    expect(loadConfig({})).toEqual({
      port: 4001,
      host: "127.0.0.1",
      dataDir: "./data",
      databaseUrl: undefined,
      logLevel: "info",
      sessionTtlMinutes: 720,
      adminKey: undefined,
      secretsKey: undefined,
      secretsKeyPrevious: undefined,
      loginBudgets: { maxPerUserName: 5, maxPerUserNameFromCleanAddresses: 3, maxPerAddress: 20, windowMs: 900_000 },
      trustProxy: "loopback",
      forwardingKey: undefined,
      apiTokenRateLimit: 600,
      metricsPort: undefined,
      metricsHost: "127.0.0.1",
      traces: false,
      mail: { smtpUrl: undefined, smtpFrom: "Vendor console <no-reply@localhost>", development: true },
      production: false,
      webhookLoopback: false,
      demoToday: expect.any(Date),
      fastPaths: true,
    });
    expect(loadConfig({ NODE_ENV: "production" }).production).toBe(true);
    // Traces only when the standard OTEL_* variables ask for OTLP (docs/system-contract.md, "Tracing").
    expect(loadConfig({ OTEL_TRACES_EXPORTER: "otlp" }).traces).toBe(true);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }).traces).toBe(true);
  });

  it("ends new demo data on DEMO_TODAY, else on the start's own time, and refuses what is not a date", () => {
    const before = Date.now();
    expect(loadConfig({}).demoToday.getTime()).toBeGreaterThanOrEqual(before);
    expect(loadConfig({ DEMO_TODAY: "2027-03-15" }).demoToday.toISOString()).toBe("2027-03-15T00:00:00.000Z");
    expect(loadConfig({ DEMO_TODAY: "2027-03-15T14:30:00Z" }).demoToday.toISOString()).toBe("2027-03-15T14:30:00.000Z");
    expect(() => loadConfig({ DEMO_TODAY: "next tuesday" })).toThrow(
      /DEMO_TODAY: must be a date \(YYYY-MM-DD\) or an ISO 8601 time/,
    );
  });

  it("prefers VENDOR_API_PORT over PORT and accepts a PostgreSQL URL", () => {
    expect(
      loadConfig({ PORT: "5000", VENDOR_API_PORT: "5001", DATABASE_URL: "postgres://u:p@db/vendor" }),
    ).toMatchObject({ port: 5001, databaseUrl: "postgres://u:p@db/vendor" });
    expect(loadConfig({ PORT: "5000", HOST: "0.0.0.0", SESSION_TTL_MINUTES: "60" })).toMatchObject({
      port: 5000,
      host: "0.0.0.0",
      sessionTtlMinutes: 60,
    });
  });

  it("embedded in npm start, leaves PORT and HOST to the gateway and listens on loopback", () => {
    const embedded = (env: NodeJS.ProcessEnv) => loadConfig(env, { embedded: true });
    expect(embedded({ PORT: "4000", HOST: "0.0.0.0" })).toMatchObject({ port: 4001, host: "127.0.0.1" });
    expect(embedded({ PORT: "4000", VENDOR_API_PORT: "4101", DATA_DIR: "/srv/data" })).toMatchObject({
      port: 4101,
      dataDir: "/srv/data",
    });
  });

  it("keeps metrics only with VENDOR_API_METRICS_PORT, on loopback unless told, never on the API's port", () => {
    expect(loadConfig({ VENDOR_API_METRICS_PORT: "9465" })).toMatchObject({
      metricsPort: 9465,
      metricsHost: "127.0.0.1",
    });
    expect(loadConfig({ VENDOR_API_METRICS_PORT: "9465", VENDOR_API_METRICS_HOST: "10.0.0.5" }).metricsHost).toBe(
      "10.0.0.5",
    );
    expect(() => loadConfig({ VENDOR_API_METRICS_PORT: "4001" })).toThrow(/VENDOR_API_METRICS_PORT: must not be/);
    expect(() => loadConfig({ VENDOR_API_METRICS_PORT: "http" })).toThrow(/VENDOR_API_METRICS_PORT: must be a port/);
  });

  it("takes a blank variable as not set", () => {
    expect(loadConfig({ VENDOR_API_PORT: "", SESSION_TTL_MINUTES: " ", SMTP_URL: "" })).toMatchObject({
      port: 4001,
      sessionTtlMinutes: 720,
      mail: { smtpUrl: undefined },
    });
  });

  it("refuses every bad value at once, naming each variable and what it takes", () => {
    const refusal = () =>
      loadConfig(
        {
          VENDOR_API_PORT: "http",
          DATABASE_URL: "mysql://db",
          LOG_LEVEL: "loud",
          SESSION_TTL_MINUTES: "12h",
          VENDOR_API_ADMIN_KEY: "short",
        },
        { embedded: true },
      );
    expect(refusal).toThrow(ConfigError);
    expect(refusal).toThrow(
      [
        "Invalid vendor API configuration:",
        "  VENDOR_API_PORT: must be a port number from 0 to 65535",
        "  DATABASE_URL: must be a postgres:// or postgresql:// URL",
        "  LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent",
        "  SESSION_TTL_MINUTES: must be a whole number above 0",
        "  VENDOR_API_ADMIN_KEY: must be at least 16 characters",
      ].join("\n"),
    );
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT: must be a port number from 0 to 65535/);
    expect(() => loadConfig({ SESSION_TTL_MINUTES: "0" })).toThrow(/SESSION_TTL_MINUTES: must be a whole number/);
  });

  it("points the CLI's calls at the local vendor API by default", () => {
    expect(callerConfig({})).toEqual({
      vendorApiUrl: "http://127.0.0.1:4001",
      consoleUrl: "http://localhost:4000",
      adminKey: undefined,
      dataDir: "./data",
    });
    expect(callerConfig({ VENDOR_API_URL: "http://api:9000/" }).vendorApiUrl).toBe("http://api:9000");
    expect(() => callerConfig({ VENDOR_API_URL: "api:9000" })).toThrow(/VENDOR_API_URL: must be an http\(s\) URL/);
  });

  it("lets npm start wrap the vendor API of VENDOR_API_URL, reading none of the embedded one's variables", () => {
    expect(remoteVendorApiUrl({ VENDOR_API_URL: "https://vendor.example.com/", VENDOR_API_PORT: "next" })).toBe(
      "https://vendor.example.com",
    );
    expect(remoteVendorApiUrl({ VENDOR_API_URL: " " })).toBeUndefined();
  });

  it("reads the ports npm start reads, so auth-code finds the console it runs beside", () => {
    expect(callerConfig({ PORT: "4100", VENDOR_API_PORT: "4101", DATA_DIR: "/srv/data" })).toMatchObject({
      vendorApiUrl: "http://127.0.0.1:4101",
      consoleUrl: "http://localhost:4100",
      dataDir: "/srv/data",
    });
    expect(callerConfig({ VENDOR_API_URL: "https://vendor.example.com", VENDOR_API_PORT: "4101" }).vendorApiUrl).toBe(
      "https://vendor.example.com",
    );
  });

  it("takes the forwarding key and the API token rate limit the gateway takes, and refuses a short or spaced key", () => {
    const key = "k".repeat(43);
    expect(loadConfig({ VENDOR_API_FORWARDING_KEY: key, API_TOKEN_RATE_LIMIT: "30" })).toMatchObject({
      forwardingKey: key,
      apiTokenRateLimit: 30,
    });
    expect(() => loadConfig({ VENDOR_API_FORWARDING_KEY: "too-short" })).toThrow(
      /VENDOR_API_FORWARDING_KEY: must be at least 32 characters/,
    );
    expect(() => loadConfig({ VENDOR_API_FORWARDING_KEY: `${"k".repeat(20)} ${"k".repeat(20)}` })).toThrow(
      /VENDOR_API_FORWARDING_KEY: must be printable ASCII without spaces/,
    );
    expect(() => loadConfig({ API_TOKEN_RATE_LIMIT: "0" })).toThrow(/API_TOKEN_RATE_LIMIT: must be a whole number/);
  });

  it("throttles logins with the gateway's budgets and trusts X-Forwarded-For from loopback by default", () => {
    expect(
      loadConfig({ LOGIN_RATE_LIMIT_PER_USER: "7", VENDOR_API_TRUST_PROXY: "10.0.0.0/8, loopback, 192.0.2.7" }),
    ).toMatchObject({ loginBudgets: { maxPerUserName: 7 }, trustProxy: "10.0.0.0/8, loopback, 192.0.2.7" });
    expect(loadConfig({ VENDOR_API_TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(() => loadConfig({ VENDOR_API_TRUST_PROXY: "gateway.internal" })).toThrow(/VENDOR_API_TRUST_PROXY: must be/);
    expect(() => loadConfig({ LOGIN_RATE_LIMIT_PER_ADDRESS: "0" })).toThrow(
      /LOGIN_RATE_LIMIT_PER_ADDRESS: must be a whole number above 0/,
    );
  });

  // npm start used to hand the embedded vendor API its variables unchecked (a session of NaN minutes, say).
  it("npm start refuses a bad vendor API variable before it starts anything", { timeout: 60_000 }, async () => {
    const start = promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      // Were it not refused, it would start on ports of its own and keep nothing, until the timeout ends it.
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        DATA_DIR: "memory://",
        SESSION_SECRET: "a-session-secret-of-at-least-32-characters",
        VENDOR_API_PORT: "next",
        SESSION_TTL_MINUTES: "a day",
        SECRETS_KEY: "short",
      },
      timeout: 50_000,
    });
    await expect(start).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        "Invalid vendor API configuration:\n" +
          "  VENDOR_API_PORT: must be a port number from 0 to 65535\n" +
          "  SESSION_TTL_MINUTES: must be a whole number above 0\n" +
          "  SECRETS_KEY: must be 32 bytes in base64",
      ),
    });
  });
});
