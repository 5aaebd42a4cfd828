/**
 * A vendor API process behind a proxy (docs/system-contract.md, "Production topology"): `GET /readyz` needs neither a
 * session nor a timestamp and reports the database; once the process is told to stop it answers 503 "draining" for
 * SHUTDOWN_DRAIN_MS while calls are still served, each answer closing its connection.
 */
import { describe, expect, it } from "vitest";
import { startVendorApi } from "../../vendor-api/src/server";
import { templateOptions } from "../support/vendor-api-template";

/** Long enough for the calls below on a busy machine; the test waits on the close itself, not on this. */
const DRAIN_MS = 3000;

describe("a vendor API's readiness", () => {
  it("is ready with its database, then drains when told to stop", async () => {
    const running = await startVendorApi({
      port: 0,
      host: "127.0.0.1",
      dataDir: "memory://",
      logLevel: "silent",
      drainMs: DRAIN_MS,
      ...(await templateOptions()),
    });
    const ready = await fetch(`${running.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", database: { reachable: true } });

    const closed = running.close();
    const draining = await fetch(`${running.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "draining" });
    const login = await fetch(`${running.url}/vendor/account/login?timestamp=${Date.now()}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123" }),
    });
    expect(login.headers.get("connection")).toBe("close");
    expect(((await login.json()) as { status: { code: number } }).status.code).toBe(0);
    await closed;
  });
});
