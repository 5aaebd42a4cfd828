/**
 * Two-factor sign-in through the gateway against the real vendor API (docs/foundation-contract.md section 4): the set-up
 * with its QR code, the login's TWO_FACTOR_REQUIRED step, recovery codes, wrong codes limited like passwords, an
 * administrator's reset and the tenant's requirement for managers.
 */
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql, loginAs } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";

let stack: CatalogueStack;
let roleIds: Record<string, string>;

beforeAll(async () => {
  stack = await startCatalogueStack();
  const roles = await stack.run(`{ assignableRoles { id name } }`);
  roleIds = Object.fromEntries(
    roles.data!.assignableRoles.map((role: { id: string; name: string }) => [role.name, role.id]),
  );
});
afterAll(async () => {
  await stack?.close();
});

const PASSWORD = "secret12";
let sequence = 0;

async function createUser(role: string) {
  const username = `tf_${process.pid}_${Date.now().toString(36)}_${++sequence}`;
  const created = await stack.run(`mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: {
      firstName: "Tess",
      lastName: "Field",
      status: "ACTIVE",
      username,
      password: PASSWORD,
      roleIds: [roleIds[role]],
    },
  });
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  return { id: created.data.createUser.id as string, username, token: await loginAs(stack.url, username, PASSWORD) };
}

const STATUS = `{ me { twoFactor { enabled required recoveryCodesLeft } } }`;
const START = `mutation { startTwoFactorEnrolment { secret otpauthUri qrCodeDataUrl } }`;
const CONFIRM = `mutation ($code: String!) { confirmTwoFactorEnrolment(code: $code) { recoveryCodes } }`;
const LOGIN = `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { token } }`;
const COMPLETE = `
  mutation ($username: String!, $challenge: String!, $code: String!) {
    completeTwoFactorLogin(username: $username, challenge: $challenge, code: $code) { token user { username } }
  }
`;

async function enrol(token: string) {
  const started = await stack.run(START, {}, token);
  const { secret } = started.data!.startTwoFactorEnrolment;
  const confirmed = await stack.run(CONFIRM, { code: await generate({ secret }) }, token);
  if (!confirmed.data) throw new Error(JSON.stringify(confirmed.errors));
  return {
    secret: secret as string,
    recoveryCodes: confirmed.data.confirmTwoFactorEnrolment.recoveryCodes as string[],
  };
}

async function challengeOf(username: string): Promise<string> {
  const answer = await gql(stack.url, LOGIN, { username, password: PASSWORD });
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "TWO_FACTOR_REQUIRED", upstreamCode: 21401 });
  return answer.errors![0]!.extensions!.challenge as string;
}

describe("two-factor sign-in", () => {
  it("sets up with a QR code, then signs in only with a second step; a recovery code works once", async () => {
    const user = await createUser("Sales agent");
    expect((await stack.run(STATUS, {}, user.token)).data!.me.twoFactor).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const started = await stack.run(START, {}, user.token);
    const enrolment = started.data!.startTwoFactorEnrolment;
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCodeDataUrl.split(",")[1], "base64").toString()).toContain("<svg");

    const wrong = await stack.run(CONFIRM, { code: "000000" }, user.token);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: "UPSTREAM_ERROR", key: "twoFactor.wrongCode" });
    const confirmed = await stack.run(CONFIRM, { code: await generate({ secret: enrolment.secret }) }, user.token);
    const codes = confirmed.data!.confirmTwoFactorEnrolment.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect((await stack.run(STATUS, {}, user.token)).data!.me.twoFactor).toMatchObject({ enabled: true });

    const challenge = await challengeOf(user.username);
    const signedIn = await gql(stack.url, COMPLETE, { username: user.username, challenge, code: codes[0] });
    expect(signedIn.data?.completeTwoFactorLogin.user.username).toBe(user.username);
    const token = signedIn.data!.completeTwoFactorLogin.token as string;
    expect((await stack.run(STATUS, {}, token)).data!.me.twoFactor.recoveryCodesLeft).toBe(9);

    const reused = await gql(stack.url, COMPLETE, {
      username: user.username,
      challenge: await challengeOf(user.username),
      code: codes[0],
    });
    expect(reused.errors?.[0]?.extensions).toMatchObject({ code: "UPSTREAM_ERROR", upstreamCode: 21004 });
  });

  it("limits wrong codes like wrong passwords", async () => {
    const user = await createUser("Sales agent");
    await enrol(user.token);
    const challenge = await challengeOf(user.username);
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++)
      answers.push(await gql(stack.url, COMPLETE, { username: user.username, challenge, code: "999999" }));
    const codes = answers.map((answer) => answer.errors?.[0]?.extensions?.code);
    expect(codes.slice(0, 3)).toEqual(["UPSTREAM_ERROR", "UPSTREAM_ERROR", "UPSTREAM_ERROR"]);
    expect(codes.at(-1)).toBe("RATE_LIMITED");
    expect(answers.at(-1)!.errors![0]!.extensions!.retryAfterSeconds).toEqual(expect.any(Number));
  });

  it("lets an administrator reset another user's second factor, shown in the users list", async () => {
    const user = await createUser("Sales agent");
    await enrol(user.token);
    const listed = async () => {
      const page = await stack.run(
        `query ($filter: UserFilter) { users(filter: $filter, page: { number: 1, size: 5 }) { items { username twoFactorEnabled } } }`,
        { filter: { username: user.username } },
      );
      return page.data!.users.items[0].twoFactorEnabled as boolean;
    };
    expect(await listed()).toBe(true);
    const reset = await stack.run(`mutation ($id: ID!) { resetUserTwoFactor(id: $id) }`, { id: user.id });
    expect(reset.data).toEqual({ resetUserTwoFactor: true });
    expect(await listed()).toBe(false);
    expect((await gql(stack.url, LOGIN, { username: user.username, password: PASSWORD })).data?.login.token).toEqual(
      expect.any(String),
    );
    const self = await stack.run(`{ me { user { id } } }`);
    const own = await stack.run(`mutation ($id: ID!) { resetUserTwoFactor(id: $id) }`, { id: self.data!.me.user.id });
    expect(own.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("holds a manager of a tenant that requires it to the set-up (TWO_FACTOR_ENROLMENT_REQUIRED)", async () => {
    const refused = await stack.run(
      `mutation { saveTwoFactorPolicy(requireForManagers: true) { requireForManagers } }`,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const manager = await createUser("Administrator");
    await enrol(stack.admin);
    const saved = await stack.run(`mutation { saveTwoFactorPolicy(requireForManagers: true) { requireForManagers } }`);
    expect(saved.data).toEqual({ saveTwoFactorPolicy: { requireForManagers: true } });
    try {
      expect((await stack.run(`{ twoFactorPolicy { requireForManagers } }`)).data!.twoFactorPolicy).toEqual({
        requireForManagers: true,
      });
      expect((await stack.run(STATUS, {}, manager.token)).data!.me.twoFactor).toMatchObject({
        enabled: false,
        required: true,
      });
      const orders = await stack.run(`{ orders(page: { number: 1, size: 1 }) { total } }`, {}, manager.token);
      expect(orders.errors?.[0]?.extensions).toMatchObject({
        code: "TWO_FACTOR_ENROLMENT_REQUIRED",
        upstreamCode: 21427,
      });
      await enrol(manager.token);
      expect(
        (await stack.run(`{ orders(page: { number: 1, size: 1 }) { total } }`, {}, manager.token)).data,
      ).toBeTruthy();
    } finally {
      await stack.run(`mutation { saveTwoFactorPolicy(requireForManagers: false) { requireForManagers } }`);
    }
  });
});
