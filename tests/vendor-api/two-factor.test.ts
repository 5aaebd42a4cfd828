/**
 * Two-factor sign-in (docs/system-contract.md section 1, docs/foundation-contract.md section 1): enrolment, the login's
 * second step, recovery codes, replay and wrong-code limits, an administrator's reset, the tenant's requirement for
 * managers, and the secret encrypted in its table (two-factor-at-rest.test.ts reads the files).
 */
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactors } from "../../vendor-api/src/db/schema";
import { isEncrypted } from "../../vendor-api/src/security/secrets";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { MANAGEMENT, cmd, freshTenant, page, roleWith, userWith, type FreshTenant } from "./support/tenants";

let api: TestApi;
let tenant: FreshTenant;
/** A role holding only what the administrators below hold too, so they may act on its users. */
let plainRoleId: number;
/** How far the test has moved the API's clock, so codes are generated for the API's now. */
let clockOffsetMs = 0;

beforeAll(async () => {
  api = await startTestApi();
  tenant = await freshTenant(api);
  plainRoleId = (await roleWith(api, tenant.headers, "Plain", [page("user_list")])).id;
});
afterAll(() => api?.close());

const PERIOD_MS = 30_000;

/**
 * The start of the next period: a code of a later time step than any accepted so far, and a whole step ahead before
 * real time moves the API into the one after (a test that means "this step" must not cross a boundary).
 */
function nextPeriod() {
  const now = Date.now() + clockOffsetMs;
  const step = PERIOD_MS - (now % PERIOD_MS) + 50;
  clockOffsetMs += step;
  api.clock.advance(step);
}

const codeFor = (secret: string) => generate({ secret, epoch: Math.floor((Date.now() + clockOffsetMs) / 1000) });

async function enrol(headers: SessionHeaders): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await api.post("/vendor/account/two-factor/enrol", undefined, headers);
  expect(started.status.code).toBe(0);
  const { secret } = started.result as { secret: string };
  const confirmed = await api.post("/vendor/account/two-factor/confirm", { code: await codeFor(secret) }, headers);
  expect(confirmed.status.code, JSON.stringify(confirmed.status)).toBe(0);
  return { secret, recoveryCodes: confirmed.result.recoveryCodes };
}

/** The challenge of a login's first step, with the user name the second step repeats. */
interface Challenge {
  username: string;
  challenge: string;
}

async function challengeOf(username: string, password: string): Promise<Challenge> {
  const envelope = await api.post("/vendor/account/login", { username, password });
  expect(envelope.status).toMatchObject({ code: 21401, key: "twoFactor.required" });
  return { username, challenge: envelope.result.challenge };
}

const completeLogin = (challenge: Challenge, code: string) =>
  api.post("/vendor/account/two-factor/login", { ...challenge, code });

describe("enrolment", () => {
  it("answers a secret and an otpauth URI, turns on with a current code and answers ten recovery codes once", async () => {
    const { headers } = await userWith(api, tenant.headers, [plainRoleId]);
    const started = await api.post("/vendor/account/two-factor/enrol", undefined, headers);
    expect(started.status.code).toBe(0);
    expect(started.result.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const wrong = await api.post("/vendor/account/two-factor/confirm", { code: "000000" }, headers);
    expect(wrong.status).toMatchObject({ code: 21004, msg: "Incorrect code" });
    expect((await api.get("/vendor/account/two-factor", {}, headers)).result.enabled).toBe(false);

    const confirmed = await api.post(
      "/vendor/account/two-factor/confirm",
      { code: await codeFor(started.result.secret) },
      headers,
    );
    expect(confirmed.status.code).toBe(0);
    expect(confirmed.result.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.result.recoveryCodes).size).toBe(10);
    expect(await api.get("/vendor/account/two-factor", {}, headers)).toMatchObject({
      result: { enabled: true, recoveryCodesLeft: 10 },
    });
    const again = await api.post("/vendor/account/two-factor/enrol", undefined, headers);
    expect(again.status).toMatchObject({ code: 20001, key: "twoFactor.alreadyEnabled" });
  });

  it("keeps the secret encrypted in its table", async () => {
    const user = await userWith(api, tenant.headers, [plainRoleId]);
    const { secret } = await enrol(user.headers);
    const [row] = await api.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(isEncrypted(row!.secret)).toBe(true);
    expect(row!.secret).not.toContain(secret);
  });
});

describe("login of an enrolled user", () => {
  it("opens no session for the password alone; the challenge and a current code do, and the code is not accepted twice", async () => {
    const user = await userWith(api, tenant.headers, [plainRoleId]);
    nextPeriod();
    const { secret } = await enrol(user.headers);
    const first = await api.post("/vendor/account/login", { username: user.username, password: user.password });
    expect(first.status).toMatchObject({ code: 21401, msg: "Enter the code from your authenticator app" });
    expect(first.result).not.toHaveProperty("operatorToken");
    expect(Date.parse(first.result.expiresAt)).toBeGreaterThan(Date.now());
    const challenge = { username: user.username, challenge: first.result.challenge };

    // The code that confirmed the enrolment is of this time step: replaying it is refused.
    const replayed = await completeLogin(challenge, await codeFor(secret));
    expect(replayed.status.code).toBe(21004);

    nextPeriod();
    const code = await codeFor(secret);
    const session = await completeLogin(challenge, code);
    expect(session.status.code).toBe(0);
    expect(session.result).toMatchObject({ username: user.username, mustEnrolTwoFactor: false });
    expect(session.result.operatorToken).toEqual(expect.any(String));

    const used = await completeLogin(challenge, code);
    expect(used.status).toMatchObject({ code: 21005, key: "twoFactor.challengeExpired" });
    const replay = await completeLogin(await challengeOf(user.username, user.password), code);
    expect(replay.status.code).toBe(21004);
  });

  it("accepts each recovery code once", async () => {
    const user = await userWith(api, tenant.headers, [plainRoleId]);
    const { recoveryCodes } = await enrol(user.headers);
    const recovery = recoveryCodes[3]!;
    const typedLoosely = recovery.toLowerCase().replace("-", "");
    const signedIn = await completeLogin(await challengeOf(user.username, user.password), typedLoosely);
    expect(signedIn.status.code).toBe(0);
    const again = await completeLogin(await challengeOf(user.username, user.password), recovery);
    expect(again.status.code).toBe(21004);
    const headers = { ...user.headers, operatortoken: signedIn.result.operatorToken };
    expect((await api.get("/vendor/account/two-factor", {}, headers)).result.recoveryCodesLeft).toBe(9);
  });

  it("refuses an unknown challenge, and one named with another user's name", async () => {
    const user = await userWith(api, tenant.headers, [plainRoleId]);
    const { secret } = await enrol(user.headers);
    const { challenge } = await challengeOf(user.username, user.password);
    nextPeriod();
    const otherName = await completeLogin({ username: tenant.username, challenge }, await codeFor(secret));
    expect(otherName.status.code).toBe(21005);
    expect((await completeLogin({ username: "admin", challenge: "no-such-challenge" }, "123456")).status.code).toBe(
      21005,
    );
  });

  it("refuses codes after five wrong ones in the window, even the right one, with the time to wait", async () => {
    const user = await userWith(api, tenant.headers, [plainRoleId]);
    const { secret } = await enrol(user.headers);
    const challenge = await challengeOf(user.username, user.password);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await completeLogin(challenge, "999999")).status.code).toBe(21004);
    nextPeriod();
    // Wrong codes spend the user name's login budget, as wrong passwords do (docs/login-policy.md).
    const locked = await completeLogin(challenge, await codeFor(secret));
    expect(locked.status).toMatchObject({ code: 21429, key: "account.tooManyAttempts" });
    expect(locked.result.retryAfterSeconds).toBeGreaterThan(800);
  });

  it("limits wrong codes per user in every step that takes one, setting up and turning off too", async () => {
    const user = await userWith(api, tenant.headers, [plainRoleId]);
    const { secret } = await enrol(user.headers);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await api.post("/vendor/account/two-factor/disable", { code: "999999" }, user.headers);
      expect(wrong.status.code).toBe(21004);
    }
    nextPeriod();
    const locked = await api.post("/vendor/account/two-factor/disable", { code: await codeFor(secret) }, user.headers);
    expect(locked.status).toMatchObject({ code: 21006, key: "twoFactor.tooManyAttempts" });
    expect(locked.status.params?.seconds).toBeGreaterThan(800);
    expect(locked.result.retryAfterSeconds).toBe(locked.status.params?.seconds);
  });

  it("turns off with a current code only", async () => {
    const user = await userWith(api, tenant.headers, [plainRoleId]);
    const { secret } = await enrol(user.headers);
    const wrong = await api.post("/vendor/account/two-factor/disable", { code: "123456" }, user.headers);
    expect(wrong.status.code).toBe(21004);
    nextPeriod();
    const off = await api.post("/vendor/account/two-factor/disable", { code: await codeFor(secret) }, user.headers);
    expect(off.status.code).toBe(0);
    expect(
      (await api.post("/vendor/account/login", { username: user.username, password: user.password })).status.code,
    ).toBe(0);
  });
});

describe("an administrator's reset", () => {
  it("is refused on oneself and on a user holding more, works otherwise, ends their sessions and is audited", async () => {
    const admin = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, "Resetters", [...MANAGEMENT])).id,
    ]);
    const self = await api.post("/user/two-factor/reset", { id: admin.id }, admin.headers);
    expect(self.status).toMatchObject({ code: 20001, key: "user.selfTwoFactorReset" });

    // The tenant's Administrator holds every permission, more than user and role management.
    await enrol(tenant.headers);
    const higher = await api.post("/user/two-factor/reset", { id: tenant.userId }, admin.headers);
    expect(higher.status).toMatchObject({ code: 20001, key: "access.actOnHigher" });

    const target = await userWith(api, tenant.headers, [plainRoleId]);
    await enrol(target.headers);
    const reset = await api.post("/user/two-factor/reset", { id: target.id }, admin.headers);
    expect(reset.status.code).toBe(0);
    expect((await api.get("/vendor/account/two-factor", {}, target.headers)).status.code).toBe(21430);
    expect(
      (await api.post("/vendor/account/login", { username: target.username, password: target.password })).status.code,
    ).toBe(0);
    const audit = await api.post(
      "/audit/list",
      { pageNum: 1, pageSize: 5, area: "user", targetId: target.id },
      tenant.headers,
    );
    expect(audit.result.list[0]).toMatchObject({
      action: "resetTwoFactor",
      actor: admin.username,
      changes: [{ field: "twoFactorEnabled", from: true, to: false }],
    });
    const notEnrolled = await api.post("/user/two-factor/reset", { id: target.id }, admin.headers);
    expect(notEnrolled.status).toMatchObject({ code: 20001, key: "twoFactor.notEnabled" });
  });

  it("needs the Edit User permission", async () => {
    const viewer = await userWith(api, tenant.headers, [
      (await roleWith(api, tenant.headers, "Viewers", [page("user_list")])).id,
    ]);
    const target = await userWith(api, tenant.headers, [plainRoleId]);
    expect((await api.post("/user/two-factor/reset", { id: target.id }, viewer.headers)).status.code).toBe(21403);
  });
});

describe("the tenant's requirement for managers", () => {
  it("restricts a manager without a second factor to setting one up, and no one else", async () => {
    const other = await freshTenant(api);
    const refused = await api.post("/tenant/two-factor/policy/save", { requireForManagers: true }, other.headers);
    expect(refused.status).toMatchObject({ code: 20001, key: "twoFactor.notEnabled" });
    const payments = await roleWith(api, other.headers, "Payments", [page("payment"), cmd("/config/paypal/edit")]);
    const trips = await roleWith(api, other.headers, "Trips", [page("trip_list")]);
    const payer = await userWith(api, other.headers, [payments.id]);
    const tripper = await userWith(api, other.headers, [trips.id]);

    await enrol(other.headers);
    const saved = await api.post("/tenant/two-factor/policy/save", { requireForManagers: true }, other.headers);
    expect(saved).toMatchObject({ status: { code: 0 }, result: { requireForManagers: true } });

    const blocked = await api.get("/config/paypal/find", {}, payer.headers);
    expect(blocked.status).toMatchObject({ code: 21427, msg: "Please set up two-factor sign-in before you continue" });
    expect((await api.post("/vendor/account/permission/load", undefined, payer.headers)).status.code).toBe(0);
    expect(await api.get("/vendor/account/two-factor", {}, payer.headers)).toMatchObject({
      result: { enabled: false, required: true },
    });
    expect((await api.post("/trip/list", { pageNum: 1, pageSize: 10 }, tripper.headers)).status.code).toBe(0);
    const { result } = await api.login(payer.username, payer.password);
    expect(result.mustEnrolTwoFactor).toBe(true);

    await enrol(payer.headers);
    expect((await api.get("/config/paypal/find", {}, payer.headers)).status.code).toBe(0);
  });

  it("lets an API token use a guarded permission only when made by a session that passed a second factor (issue 57)", async () => {
    const other = await freshTenant(api);
    const trips = await roleWith(api, other.headers, "Trips", [page("trip_list")]);
    const administrator = (
      await api.post("/role/list", { pageNum: 1, pageSize: 10, name: "Administrator" }, other.headers)
    ).result.list[0].id as number;
    const makeToken = (headers: SessionHeaders, name: string, roleIds: number[]) =>
      api.post("/api-token/add", { name, roleIds }, headers);
    const asToken = (token: string) => ({ operatortoken: token, tid: String(other.tid) });
    const saveFee = (headers: SessionHeaders) =>
      api.post("/bookingfee/config/save", { type: 1, mode: "fixed", amount: "1.50" }, headers);

    // Made from a password session before the tenant required a second factor.
    const older = await makeToken(other.headers, "Before", [administrator]);
    expect(older.status.code).toBe(0);
    const { secret } = await enrol(other.headers);
    expect(
      (await api.post("/tenant/two-factor/policy/save", { requireForManagers: true }, other.headers)).status.code,
    ).toBe(0);

    // Required now: the older token keeps what is not guarded and loses what is.
    const olderHeaders = asToken(older.result.token);
    expect((await saveFee(olderHeaders)).status.code).toBe(21403);
    expect((await api.post("/trip/list", { pageNum: 1, pageSize: 10 }, olderHeaders)).status.code).toBe(0);
    const loaded = (await api.post("/vendor/account/permission/load", undefined, olderHeaders)).result.map(
      (entry: { url: string }) => entry.url,
    );
    expect(loaded).toContain("trip_list");
    expect(loaded).not.toContain("/bookingfee/config/save");
    expect(loaded).not.toContain("payment");

    // The administrator's session was opened by the password alone (they enrolled after): no guarded token from it.
    const refused = await makeToken(other.headers, "Password only", [administrator]);
    expect(refused.status).toMatchObject({ code: 20001, key: "apiToken.secondFactorRequired" });
    expect(refused.result.fields).toMatchObject([{ field: "roleIds", rule: "apiToken.secondFactorRequired" }]);
    expect((await makeToken(other.headers, "Trips only", [trips.id])).status.code).toBe(0);

    // Signed in with the second factor, the same administrator makes one that may save the booking fee.
    const challenge = await challengeOf(other.username, other.password);
    nextPeriod();
    const signedIn = await completeLogin(challenge, await codeFor(secret));
    expect(signedIn.status.code).toBe(0);
    const strong = await makeToken(
      { operatortoken: signedIn.result.operatorToken, tid: String(other.tid) },
      "With second factor",
      [administrator],
    );
    expect(strong.status.code, JSON.stringify(strong.status)).toBe(0);
    expect((await saveFee(asToken(strong.result.token))).status.code).toBe(0);
  });
});
