/**
 * docs/integrating.md's `runnable` code blocks, run as written against the running product (the suite's shared
 * gateway), as an integrator would paste them: shell blocks with bash (curl), JavaScript blocks as ES modules with this
 * Node. Each block's answer is checked for what the guide says it shows, so the guide cannot drift from the product.
 */
import { execFile } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ACCOUNTS } from "./support/accounts";
import { feedPolledSince, feedPolls } from "./support/feed-polls";
import { graphql, loginToken } from "./support/graphql";
import { refundableParts } from "./support/sold-orders";

const run = promisify(execFile);
const GUIDE = readFileSync(new URL("../../docs/integrating.md", import.meta.url), "utf8");

/** The guide's runnable blocks by name: ```<language> runnable=<name>. */
function runnableBlocks(markdown: string): Map<string, { language: string; code: string }> {
  const blocks = new Map<string, { language: string; code: string }>();
  for (const match of markdown.matchAll(/^```(\w+) runnable=([\w-]+)\n([\s\S]*?)^```$/gm)) {
    blocks.set(match[2]!, { language: match[1]!, code: match[3]! });
  }
  return blocks;
}

const blocks = runnableBlocks(GUIDE);

/** Runs one block with the environment an integrator would set; answers its standard output, trimmed. */
async function runBlock(name: string, env: Record<string, string>): Promise<string> {
  const block = blocks.get(name);
  if (!block) throw new Error(`docs/integrating.md has no runnable block ${name}`);
  const environment = { ...process.env, GATEWAY: inject("consoleUrl"), ...env };
  const { stdout } =
    block.language === "sh"
      ? await run("bash", ["-euo", "pipefail", "-c", block.code], { env: environment })
      : await run(process.execPath, ["--input-type=module", "-e", block.code], { env: environment });
  return stdout.trim();
}

describe("the integrator's guide (docs/integrating.md)", () => {
  let token = "";

  beforeAll(async () => {
    token = await runBlock("create-token", {
      ADMIN_USER: ACCOUNTS.admin.username,
      ADMIN_PASSWORD: ACCOUNTS.admin.password,
    });
  });

  it("runs every block it marks runnable here, and marks the ones a reader runs against the product", () => {
    expect([...blocks.keys()].sort()).toEqual(
      ["all-pages", "create-token", "first-query", "subscribe", "unauthenticated", "verify-webhook"].sort(),
    );
  });

  it("creates an API token from a script signed in as a person", () => {
    expect(token).toMatch(/^vct_[A-Za-z0-9_-]{43}$/);
  });

  it("answers the first query with the token: orders with money as two-place strings", async () => {
    const answer = JSON.parse(await runBlock("first-query", { TOKEN: token })) as {
      data: { orders: { total: number; items: { orderNumber: string; payAmount: string; createTime: string }[] } };
    };
    expect(answer.data.orders.total).toBeGreaterThan(3);
    expect(answer.data.orders.items).toHaveLength(3);
    for (const order of answer.data.orders.items) {
      expect(order.payAmount).toMatch(/^-?\d+\.\d{2}$/);
      expect(new Date(order.createTime).toISOString()).toBe(order.createTime.replace(/(\.\d{3})?Z$/, ".000Z"));
    }
  });

  it("reads every page until a short one: as many orders as the list's total", async () => {
    const { orders } = await graphql<{ orders: { total: number; totalIsLowerBound: boolean } }>(
      "{ orders { total totalIsLowerBound } }",
      {},
      await loginToken("admin"),
    );
    expect(orders.totalIsLowerBound).toBe(false);
    // Read after the total: other files may add orders to the shared demo tenant meanwhile, none removes one.
    const count = Number(await runBlock("all-pages", { TOKEN: token }));
    expect(orders.total).toBeGreaterThan(100);
    expect(count).toBeGreaterThanOrEqual(orders.total);
  });

  it("shows a request without a token refused as UNAUTHENTICATED, with no data", async () => {
    const answer = JSON.parse(await runBlock("unauthenticated", {})) as {
      data: unknown;
      errors: { extensions: { code: string } }[];
    };
    expect(answer.errors[0]!.extensions.code).toBe("UNAUTHENTICATED");
    expect(answer.data ?? null).toBeNull();
  });

  describe("verifying a webhook delivery", () => {
    // Signed here independently of the guide's code, as the Standard Webhooks specification says.
    const secret = `whsec_${randomBytes(24).toString("base64")}`;
    const id = "msg_2kGqC7";
    const body = JSON.stringify({ type: "ORDER_PAID", id: "1", timestamp: new Date().toISOString(), data: {} });
    const sign = (key: string, timestamp: string, signed: string) =>
      `v1,${createHmac("sha256", Buffer.from(key.slice("whsec_".length), "base64"))
        .update(`${id}.${timestamp}.${signed}`)
        .digest("base64")}`;
    const delivery = (overrides: Record<string, string> = {}) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      return {
        WEBHOOK_SECRET: secret,
        WEBHOOK_ID: id,
        WEBHOOK_TIMESTAMP: timestamp,
        WEBHOOK_SIGNATURE: sign(secret, timestamp, body),
        WEBHOOK_BODY: body,
        ...overrides,
      };
    };

    it("accepts a delivery signed with the secret, also beside an older secret's signature", async () => {
      expect(await runBlock("verify-webhook", delivery())).toBe("verified");
      const both = delivery();
      const older = sign(`whsec_${randomBytes(24).toString("base64")}`, both.WEBHOOK_TIMESTAMP, body);
      expect(
        await runBlock("verify-webhook", { ...both, WEBHOOK_SIGNATURE: `${older} ${both.WEBHOOK_SIGNATURE}` }),
      ).toBe("verified");
    });

    it("refuses a changed body, another secret's signature and an old timestamp", async () => {
      expect(
        await runBlock("verify-webhook", delivery({ WEBHOOK_BODY: body.replace("ORDER_PAID", "ORDER_CANCELLED") })),
      ).toBe("refused");
      const other = delivery();
      const foreign = sign(`whsec_${randomBytes(24).toString("base64")}`, other.WEBHOOK_TIMESTAMP, body);
      expect(await runBlock("verify-webhook", { ...other, WEBHOOK_SIGNATURE: foreign })).toBe("refused");
      const stale = String(Math.floor(Date.now() / 1000) - 10 * 60);
      expect(
        await runBlock(
          "verify-webhook",
          delivery({ WEBHOOK_TIMESTAMP: stale, WEBHOOK_SIGNATURE: sign(secret, stale, body) }),
        ),
      ).toBe("refused");
    });
  });

  it("hears a refund requested meanwhile over graphql-ws with the token", async () => {
    const admin = await loginToken("admin");
    const polls = await feedPolls();
    const heard = runBlock("subscribe", { TOKEN: token });
    // The subscription's topic reads where the feed ends, then polls with that cursor: a change after it is heard.
    await feedPolledSince(polls);
    const { orders } = await graphql<{ orders: { items: { id: string; orderNumber: string }[] } }>(
      `
        {
          orders(filter: { state: COMPLETED, paymentType: CREDIT_CARD }, page: { number: 2, size: 20 }) {
            items {
              id
              orderNumber
            }
          }
        }
      `,
      {},
      admin,
    );
    let refund: { id: string; refundNumber: string; version: number } | undefined;
    for (const { id } of orders.items) {
      const parts = await refundableParts(id, admin);
      if (!parts) continue;
      ({ createRefund: refund } = await graphql<{
        createRefund: { id: string; refundNumber: string; version: number };
      }>(
        `
          mutation ($input: CreateRefundInput!) {
            createRefund(input: $input) {
              id
              refundNumber
              version
            }
          }
        `,
        {
          input: {
            orderId: id,
            paymentId: parts.payment.id,
            ticketIds: [parts.ticket.id],
            amount: "1.00",
            reason: "Guide",
          },
        },
        admin,
      ));
      break;
    }
    expect(refund).toBeDefined();
    expect(JSON.parse(await heard)).toMatchObject({
      id: refund!.id,
      refundNumber: refund!.refundNumber,
      state: "PENDING",
      eventType: "REFUND_CREATED",
    });
    // The order's money and tickets as before.
    await graphql(
      `
        mutation ($id: ID!, $version: Int!) {
          rejectRefund(id: $id, version: $version) {
            id
          }
        }
      `,
      { id: refund!.id, version: refund!.version },
      admin,
    );
  });
});
