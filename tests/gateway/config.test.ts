import { chmod, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shutdownDrainMs } from "#env-config";
import { ConfigError, loadConfig } from "../../gateway/src/config";

describe("gateway config", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      // Loopback: `npm start` does not serve the demo accounts to the local network unless HOST says so.
      host: "127.0.0.1",
      nodeEnv: "development",
      upstreamTimeoutMs: 200_000,
      upstreamTraceHeader: "x-trace-id",
      usesDevSessionSecret: true,
      loginRateLimit: { maxPerUserName: 5, maxPerUserNameFromCleanAddresses: 3, maxPerAddress: 20, windowMs: 900_000 },
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("bounds how the gateway uses the vendor API, one path below the whole pool", () => {
    expect(loadConfig({})).toMatchObject({
      upstreamLimits: { connections: 64, maxPerPath: 16, queuePerPath: 512, maxBodyBytes: 8 * 1024 * 1024 },
      readinessTimeoutMs: 3000,
    });
    expect(() => loadConfig({ UPSTREAM_CONNECTIONS: "8", UPSTREAM_MAX_PER_PATH: "8" })).toThrow(
      /UPSTREAM_MAX_PER_PATH: must be below UPSTREAM_CONNECTIONS \(8\)/,
    );
    expect(() => loadConfig({ UPSTREAM_MAX_BODY_BYTES: "0" })).toThrow(
      /UPSTREAM_MAX_BODY_BYTES: must be a whole number above 0/,
    );
  });

  it("makes a random development secret per data folder on the first start, kept with mode 0600", async () => {
    const [first, second] = [
      await mkdtemp(path.join(tmpdir(), "gw-secret-")),
      await mkdtemp(path.join(tmpdir(), "gw-secret-")),
    ];
    const made = loadConfig({ DATA_DIR: first });
    expect(made.usesDevSessionSecret).toBe(true);
    expect((await stat(path.join(first, "session-secret"))).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: first }).sessionSecret).toBe(made.sessionSecret);
    expect(loadConfig({ DATA_DIR: second }).sessionSecret).not.toBe(made.sessionSecret);
    await Promise.all([first, second].map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("keeps the development secret private: a new data folder 0700, a kept secret others could read made 0600", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "gw-secret-"));
    const dataDir = path.join(parent, "data");
    const made = loadConfig({ DATA_DIR: dataDir });
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const file = path.join(dataDir, "session-secret");
    await chmod(file, 0o644);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(made.sessionSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ HOST: "0.0.0.0", DATA_DIR: dataDir }).host).toBe("0.0.0.0");
    await rm(parent, { recursive: true, force: true });
  });

  it("bounds what one caller holds of the subscription server", () => {
    expect(loadConfig({}).subscriptionLimits).toEqual({
      perConnection: 20,
      connectionsPerSession: 10,
      subscribesPerSecond: 20,
      sendQueueBytes: 1024 * 1024,
    });
    expect(
      loadConfig({ SUBSCRIPTIONS_PER_CONNECTION: "50" }, { subscriptionLimits: { perConnection: 5 } }),
    ).toMatchObject({ subscriptionLimits: { perConnection: 5, connectionsPerSession: 10 } });
    expect(() =>
      loadConfig({ SUBSCRIPTION_CONNECTIONS_PER_SESSION: "0", SUBSCRIPTION_SEND_QUEUE_BYTES: "1e3x" }),
    ).toThrow(
      /SUBSCRIPTION_CONNECTIONS_PER_SESSION: must be a whole number above 0[\s\S]*SUBSCRIPTION_SEND_QUEUE_BYTES: must be a whole number above 0/,
    );
  });

  it("sends the vendor API a forwarding key only when given one, held to the vendor API's rule", () => {
    const key = "k".repeat(43);
    expect(loadConfig({}).vendorApiForwardingKey).toBeUndefined();
    expect(loadConfig({ VENDOR_API_FORWARDING_KEY: key }).vendorApiForwardingKey).toBe(key);
    expect(loadConfig({}, { vendorApiForwardingKey: key }).vendorApiForwardingKey).toBe(key);
    expect(() => loadConfig({ VENDOR_API_FORWARDING_KEY: "too-short" })).toThrow(
      /VENDOR_API_FORWARDING_KEY: must be at least 32 characters/,
    );
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/at least 32/);
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).usesDevSessionSecret).toBe(false);
  });

  it("keeps metrics only with METRICS_PORT, on loopback unless told, never on the public PORT", () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metrics).toEqual({
      port: 9464,
      host: "10.0.0.5",
    });
    expect(loadConfig({}, { metricsPort: 0 }).metrics).toEqual({ port: 0, host: "127.0.0.1" });
    expect(() => loadConfig({ METRICS_PORT: "4000" })).toThrow(/METRICS_PORT: must not be PORT/);
    expect(() => loadConfig({ METRICS_PORT: "x" })).toThrow(/METRICS_PORT: must be a port number from 0 to 65535/);
  });

  it("explains invalid values", () => {
    expect(() => loadConfig({ PORT: "abc", VENDOR_API_URL: "ftp://x" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "abc", VENDOR_API_URL: "ftp://x", UPSTREAM_TIMEOUT_MS: "-1" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: must be a port number from 0 to 65535/);
      expect((error as Error).message).toMatch(/VENDOR_API_URL: must be an http\(s\) URL/);
      expect((error as Error).message).toMatch(/UPSTREAM_TIMEOUT_MS: must be a whole number above 0/);
    }
  });

  it("lets startGateway options override the environment", () => {
    const config = loadConfig(
      { PORT: "5000", UPSTREAM_TRACE_HEADER: "X-Request-Trace" },
      { port: 0, vendorApiUrl: "http://h:1/" },
    );
    expect(config.port).toBe(0);
    expect(config.vendorApiUrl).toBe("http://h:1");
    expect(config.upstreamTraceHeader).toBe("x-request-trace");
  });

  it("reads SHUTDOWN_DRAIN_MS as both servers' entries do: 0 unless set, refused in the one wording past 600000", () => {
    expect(shutdownDrainMs("gateway", {})).toBe(0);
    expect(shutdownDrainMs("gateway", { SHUTDOWN_DRAIN_MS: " " })).toBe(0);
    expect(shutdownDrainMs("vendor API", { SHUTDOWN_DRAIN_MS: "5000" })).toBe(5000);
    for (const value of ["abc", "-1", "1.5", "600001"]) {
      expect(() => shutdownDrainMs("vendor API", { SHUTDOWN_DRAIN_MS: value })).toThrow(
        "Invalid vendor API configuration:\n  SHUTDOWN_DRAIN_MS: must be a whole number of ms from 0 to 600000",
      );
    }
  });
});
