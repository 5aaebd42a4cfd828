/**
 * Webhooks through the gateway against the real vendor API (docs/system-contract.md section 12): the permission
 * directives (an agent holds none of them), another tenant's webhook not found, the secret only in the create answer,
 * Send test delivered to a receiver started here and seen in the delivery log.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway, type RunningGateway } from "../../gateway/src/server";
import { gql, loginAs } from "./support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

let vendorApi: TestVendorApi;
let gateway: RunningGateway;
let receiver: Server;
let receiverUrl: string;
let admin: string;
const bodies: string[] = [];

const CREATE = /* GraphQL */ `
  mutation ($input: WebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        id
        url
        events
        enabled
        lastDelivery {
          status
        }
      }
    }
  }
`;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      bodies.push(body);
      response.end("thanks");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  // The receiver is on loopback: allowed explicitly, as WEBHOOK_ALLOW_LOOPBACK=true does in development.
  vendorApi = await startTestVendorApi({ webhookLoopback: true });
  gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: vendorApi.url, logLevel: "silent" });
  admin = await loginAs(gateway.url, "admin", "admin123");
});
afterAll(async () => {
  await gateway?.close();
  await vendorApi?.close();
  receiver?.close();
});

async function create(events = ["REFUND_CREATED", "ORDER_PAID"]) {
  const created = await gql(gateway.url, CREATE, { input: { url: receiverUrl, events, description: "test" } }, admin);
  expect(created.errors).toBeUndefined();
  return created.data!.createWebhook as { secret: string; webhook: { id: string; events: string[] } };
}

describe("webhooks on /graphql", () => {
  it("answers the secret once; the list carries the webhook, never the secret", async () => {
    const { secret, webhook } = await create();
    expect(secret).toMatch(/^whsec_/);
    expect(webhook.events).toEqual(["REFUND_CREATED", "ORDER_PAID"]);
    const listed = await gql(gateway.url, `{ webhooks { total items { id url events } } }`, {}, admin);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.webhooks.items.map((item: { id: string }) => item.id)).toContain(webhook.id);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6));
  });

  it("refuses bad input with the rule's key and changes nothing", async () => {
    const before = (await gql(gateway.url, `{ webhooks { total } }`, {}, admin)).data!.webhooks.total;
    const bad = await gql(gateway.url, CREATE, { input: { url: "not a url", events: [] } }, admin);
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(bad.errors?.[0].extensions)).toContain("webhook.eventsRequired");
    expect((await gql(gateway.url, `{ webhooks { total } }`, {}, admin)).data!.webhooks.total).toBe(before);
  });

  it("sends a test to the receiver and shows it in the delivery log", async () => {
    const { webhook } = await create(["TRIP_UPDATED"]);
    const sent = await gql(
      gateway.url,
      `mutation ($id: ID!) { sendTestWebhook(id: $id) { id status httpStatus eventType responseExcerpt } }`,
      { id: webhook.id },
      admin,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendTestWebhook).toMatchObject({
      status: "SUCCEEDED",
      httpStatus: 200,
      eventType: "PING",
      responseExcerpt: "thanks",
    });
    expect(JSON.parse(bodies.at(-1)!)).toMatchObject({ type: "PING", data: { webhookId: webhook.id } });
    const log = await gql(
      gateway.url,
      `query ($id: ID!) { webhookDeliveries(webhookId: $id) { total items { id status attempt durationMs } } }`,
      { id: webhook.id },
      admin,
    );
    expect(log.data!.webhookDeliveries).toMatchObject({ total: 1, items: [{ status: "SUCCEEDED", attempt: 1 }] });
  });

  it("lets an API token list webhooks, but not add or re-key one (only a person may)", async () => {
    const { webhook } = await create();
    const roles = await gql(gateway.url, `{ assignableRoles { id } }`, {}, admin);
    const created = await gql(
      gateway.url,
      `mutation ($input: ApiTokenInput!) { createApiToken(input: $input) { token } }`,
      { input: { name: "Webhooks", roleIds: roles.data!.assignableRoles.map((role: { id: string }) => role.id) } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const token = created.data!.createApiToken.token as string;
    const listed = await gql(gateway.url, `{ webhooks { items { id } } }`, {}, token);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.webhooks.items.map((item: { id: string }) => item.id)).toContain(webhook.id);
    const before = listed.data!.webhooks.items.length;
    const refused = await gql(gateway.url, CREATE, { input: { url: receiverUrl, events: ["ORDER_PAID"] } }, token);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", key: "session.personOnly" });
    const rotate = await gql(
      gateway.url,
      `mutation { rotateWebhookSecret(id: "${webhook.id}") { secret } }`,
      {},
      token,
    );
    expect(rotate.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", key: "session.personOnly" });
    const after = await gql(gateway.url, `{ webhooks { items { id } } }`, {}, token);
    expect(after.data!.webhooks.items).toHaveLength(before);
  });

  it("gives an agent without the permissions nothing, and another tenant's user not found (20404)", async () => {
    const { webhook } = await create();
    const agent = await loginAs(gateway.url, "agent", "agent123");
    for (const query of [
      `{ webhooks { total } }`,
      `mutation { rotateWebhookSecret(id: "${webhook.id}") { secret } }`,
      `mutation { deleteWebhook(id: "${webhook.id}") }`,
    ])
      expect((await gql(gateway.url, query, {}, agent)).errors?.[0].extensions?.code, query).toBe("FORBIDDEN");
    const other = await loginAs(gateway.url, "other", "other123");
    const list = await gql(gateway.url, `{ webhooks { items { id } } }`, {}, other);
    expect(list.errors).toBeUndefined();
    expect(list.data!.webhooks.items.map((item: { id: string }) => item.id)).not.toContain(webhook.id);
    for (const query of [
      `mutation { sendTestWebhook(id: "${webhook.id}") { id } }`,
      `mutation { rotateWebhookSecret(id: "${webhook.id}") { secret } }`,
      `{ webhookDeliveries(webhookId: "${webhook.id}") { total } }`,
    ])
      expect((await gql(gateway.url, query, {}, other)).errors?.[0].extensions, query).toMatchObject({
        upstreamCode: 20404,
      });
  });
});
