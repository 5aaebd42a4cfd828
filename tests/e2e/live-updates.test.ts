/**
 * The order list hears changes live (docs/system-contract.md section 13): open, a refund requested through the API
 * brings "1 new or changed — Show", Show reloads the page and clears it; again in Chinese at 800 px after the refund
 * is rejected. The refund is made on the oldest refundable card order that no other test file names, and rejected at
 * the end, so the order's money and tickets are as before.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import axe from "axe-core";
import { screenshot, useBrowser } from "./support/browser";
import { feedPolledSince, feedPolls } from "./support/feed-polls";
import { graphql, loginToken } from "./support/graphql";
import { signIn } from "./support/login";
import { refundableParts } from "./support/sold-orders";

/** Orders other files refund or read the tickets of (the hand-written demo orders DTO…); this one keeps off them. */
const TAKEN = /^DT(241122|241124|250512)|^DTO/;

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

async function refundTarget(token: string) {
  const { orders } = await graphql<{ orders: { items: { id: string; orderNumber: string }[] } }>(
    `
      query {
        orders(
          filter: { state: COMPLETED, paymentType: CREDIT_CARD }
          sort: { field: CREATE_TIME, order: ASC }
          page: { number: 1, size: 50 }
        ) {
          items {
            id
            orderNumber
          }
        }
      }
    `,
    {},
    token,
  );
  for (const { id, orderNumber } of orders.items) {
    if (TAKEN.test(orderNumber)) continue;
    const parts = await refundableParts(id, token);
    if (parts) return parts;
  }
  throw new Error("no refundable order left for the live-updates test");
}

/** The list's own query, sent again by Show. */
const listReloaded = (page: Page) =>
  page.waitForRequest(
    (request) => request.url().endsWith("/graphql") && /"operationName":"OrderList"/.test(request.postData() ?? ""),
  );

describe("live updates of the order list", () => {
  const browser = useBrowser();
  let token: string;

  beforeAll(async () => {
    token = await loginToken("admin");
  });

  it("counts a change made elsewhere and shows it on demand, in English and Chinese", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.addInitScript({ content: axe.source });
    await page.goto("/sales/order_list");
    await page.getByRole("heading", { name: "Order List", level: 1 }).waitFor();
    await page.getByRole("table", { name: "Order List" }).locator("tbody tr").first().waitFor();
    // The list subscribed as it loaded; two feed polls later its topic has its cursor, and a change now is heard.
    await feedPolledSince(await feedPolls());

    const { order, payment, ticket } = await refundTarget(token);
    const { createRefund: refund } = await graphql<{ createRefund: { id: string; version: number } }>(
      `
        mutation ($input: CreateRefundInput!) {
          createRefund(input: $input) {
            id
            version
          }
        }
      `,
      {
        input: {
          orderId: order.id,
          paymentId: payment.id,
          ticketIds: [ticket.id],
          amount: "1.00",
          reason: "Live test",
        },
      },
      token,
    );
    const notice = page.getByRole("status").filter({ hasText: "new or changed" });
    await notice.getByText("1 new or changed").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "live-updates-en-1280");
    const reloaded = listReloaded(page);
    await notice.getByRole("button", { name: "Show" }).click();
    await reloaded;
    await expect(notice.getByText("new or changed").count()).resolves.toBe(0);

    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("menu").waitFor({ state: "hidden" });
    await page.setViewportSize({ width: 800, height: 800 });
    await graphql(
      `
        mutation ($id: ID!, $version: Int!) {
          rejectRefund(id: $id, version: $version, note: "Live test done") {
            id
          }
        }
      `,
      { id: refund.id, version: refund.version },
      token,
    );
    const chinese = page.getByRole("status").filter({ hasText: "条新增或变更" });
    await chinese.getByText("1 条新增或变更").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "live-updates-zh-800");
    const again = listReloaded(page);
    await chinese.getByRole("button", { name: "显示" }).click();
    await again;
  });
});
