/**
 * Mail status, the development mailbox and the receivers' test mail through the gateway against the real vendor API
 * (docs/system-contract.md sections 4 and 10): the mailbox is refused by a production gateway as by a vendor API that
 * sends mail, shows each tenant its own mail, and a test mail lands in it once a minute per receiver.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startGateway } from "../../gateway/src/server";
import { gql, loginAs } from "./support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

let vendorApi: TestVendorApi;
let queuedVendorApi: TestVendorApi;
const gateways: { url: string; close(): Promise<void> }[] = [];

const startOn = async (vendorApiUrl: string, production = false) => {
  const gateway = await startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl,
    logLevel: "silent",
    ...(production ? { nodeEnv: "production", sessionSecret: "p".repeat(40) } : {}),
  });
  gateways.push(gateway);
  return gateway.url;
};

const MAIL_STATUS = "{ mailStatus { delivery mailboxAvailable } }";
const MAILS = "{ developmentMails(page: { number: 1, size: 50 }) { total items { id to subject sentAt } } }";
const MAIL = "query Mail($id: ID!) { developmentMail(id: $id) { id to from subject text } }";
const SEND_TEST = "mutation Test($id: ID!) { sendTestEmail(id: $id) { sentTo queuedAt } }";
const ADD_RECEIVER = `mutation Add($input: EmailReceiverInput!) { saveEmailReceiver(input: $input) { id email } }`;

let url: string;
let admin: string;

beforeAll(async () => {
  // The development vendor API prints each message to stdout as npm start does; the test reads the mailbox instead.
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  [vendorApi, queuedVendorApi] = await Promise.all([
    startTestVendorApi({ mail: { development: true } }),
    startTestVendorApi({ mail: { development: false } }),
  ]);
  url = await startOn(vendorApi.url);
  admin = await loginAs(url, "admin", "admin123");
});
afterAll(async () => {
  vi.restoreAllMocks();
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await Promise.all([vendorApi?.close(), queuedVendorApi?.close()]);
});

describe("mail status and the development mailbox", () => {
  it("sends a test mail to a receiver, shows it to its tenant only, and holds the next one for a minute", async () => {
    const { data: status } = await gql(url, MAIL_STATUS, {}, admin);
    expect(status?.mailStatus).toEqual({ delivery: "DEVELOPMENT", mailboxAvailable: true });

    const email = `gw-test-${process.pid}-${Date.now().toString(36)}@example.com`;
    const added = await gql(url, ADD_RECEIVER, { input: { email, contactName: "Desk", type: "REFUND" } }, admin);
    const receiver = added.data!.saveEmailReceiver as { id: string };
    const sent = await gql(url, SEND_TEST, { id: receiver.id }, admin);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendTestEmail.sentTo).toBe(email);

    // The vendor API's sender takes the queue every two seconds.
    const mail = await vi.waitFor(
      async () => {
        const { data } = await gql(url, MAILS, {}, admin);
        const found = data?.developmentMails.items.find((item: { to: string[] }) => item.to.includes(email));
        if (!found) throw new Error("not delivered yet");
        return found as { id: string };
      },
      { timeout: 10_000, interval: 200 },
    );
    const opened = await gql(url, MAIL, { id: mail.id }, admin);
    expect(opened.data!.developmentMail).toMatchObject({ subject: "Test mail from the vendor console", to: [email] });
    expect(opened.data!.developmentMail.text).toContain("test mail to Desk");

    const again = await gql(url, SEND_TEST, { id: receiver.id }, admin);
    expect(again.errors?.[0].extensions).toMatchObject({
      code: "UPSTREAM_ERROR",
      upstreamCode: 20429,
      key: "receiver.testMailTooSoon",
    });

    const other = await loginAs(url, "other", "other123");
    const theirs = await gql(url, MAILS, {}, other);
    expect(theirs.data!.developmentMails.items.map((item: { id: string }) => item.id)).not.toContain(mail.id);
    expect((await gql(url, MAIL, { id: mail.id }, other)).errors?.[0].extensions?.upstreamCode).toBe(20404);
    expect((await gql(url, SEND_TEST, { id: receiver.id }, other)).errors?.[0].extensions?.upstreamCode).toBe(20404);

    const agent = await loginAs(url, "agent", "agent123");
    expect((await gql(url, MAILS, {}, agent)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await gql(url, SEND_TEST, { id: receiver.id }, agent)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses the mailbox on a production gateway, whatever the vendor API does", async () => {
    const production = await startOn(vendorApi.url, true);
    const token = await loginAs(production, "admin", "admin123");
    const { data } = await gql(production, MAIL_STATUS, {}, token);
    expect(data?.mailStatus).toEqual({ delivery: "DEVELOPMENT", mailboxAvailable: false });
    const refused = await gql(production, MAILS, {}, token);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", key: "mail.developmentOnly" });
    expect((await gql(production, MAIL, { id: "1" }, token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("says NOT_CONFIGURED when the vendor API keeps mail queued, and passes its refusal of the mailbox on", async () => {
    const queued = await startOn(queuedVendorApi.url);
    const token = await loginAs(queued, "admin", "admin123");
    const { data } = await gql(queued, MAIL_STATUS, {}, token);
    expect(data?.mailStatus).toEqual({ delivery: "NOT_CONFIGURED", mailboxAvailable: false });
    const refused = await gql(queued, MAILS, {}, token);
    expect(refused.errors?.[0].extensions).toMatchObject({ upstreamCode: 20410, key: "mail.developmentOnly" });
  });
});
