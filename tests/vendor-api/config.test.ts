import { describe, expect, it } from "vitest";
import { authCodeConfig, serveConfig } from "../../vendor-api/src/config";

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
});
