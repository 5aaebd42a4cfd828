/**
 * Refund order list and detail in the browser. The refunds acted on are created here, through GraphQL, on three old
 * MasterCard (4444) orders of November 2024 that no other test file uses, so the demo refunds stay as they are.
 */
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";

/** Order numbers of the refunds this file creates, one per flow. */
const ORDERS = { reject: "DT2411210001", complete: "DT2411220002", stale: "DT2411230002" } as const;
type Flow = keyof typeof ORDERS;

interface CreatedRefund {
  id: string;
  refundNumber: string;
  amount: string;
  version: number;
}

interface OrderForRefund {
  id: string;
  payments: { id: string; paymentType: string; refundableAmount: string }[];
  tickets: { id: string; actionable: boolean }[];
}

/** A pending refund of an order's first actionable ticket against its card payment (half of what is refundable). */
async function createPendingRefund(token: string, orderNumber: string): Promise<CreatedRefund> {
  const found = await graphql<{ orders: { items: { id: string }[] } }>(
    `
      query ($filter: OrderFilter) {
        orders(filter: $filter) {
          items {
            id
          }
        }
      }
    `,
    { filter: { orderNumber } },
    token,
  );
  const { order } = await graphql<{ order: OrderForRefund }>(
    `
      query ($id: ID!) {
        order(id: $id) {
          id
          payments {
            id
            paymentType
            refundableAmount
          }
          tickets {
            id
            actionable
          }
        }
      }
    `,
    { id: found.orders.items[0].id },
    token,
  );
  const payment = order.payments.find((candidate) => candidate.paymentType === "CREDIT_CARD")!;
  const ticket = order.tickets.find((candidate) => candidate.actionable)!;
  const amount = (Math.floor(Number(payment.refundableAmount) * 50) / 100).toFixed(2);
  const created = await graphql<{ createRefund: CreatedRefund }>(
    `
      mutation ($input: CreateRefundInput!) {
        createRefund(input: $input) {
          id
          refundNumber
          amount
          version
        }
      }
    `,
    { input: { orderId: order.id, paymentId: payment.id, ticketIds: [ticket.id], amount, reason: "Browser test" } },
    token,
  );
  return created.createRefund;
}

const summary = (page: Page) => page.getByRole("region", { name: "Refund", exact: true });
const logs = (page: Page) => page.getByRole("region", { name: "Logs" });

async function openDetail(page: Page, refund: CreatedRefund): Promise<void> {
  await page.goto(`/sales/refund_order_detail?id=${refund.id}`);
  await page.getByRole("heading", { name: `Refund order ${refund.refundNumber}`, level: 1 }).waitFor();
}

describe("refund orders", () => {
  const browser = useBrowser();
  const refunds = {} as Record<Flow, CreatedRefund>;
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await loginToken("admin");
    for (const flow of Object.keys(ORDERS) as Flow[])
      refunds[flow] = await createPendingRefund(adminToken, ORDERS[flow]);
  });

  it("filters by status in the URL and opens a refund from the list", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/sales/refund_order_list");
    const table = page.getByRole("table", { name: "Refund Order List" });
    await table.getByRole("link", { name: refunds.reject.refundNumber }).waitFor();

    await page.getByRole("search").getByText("Completed", { exact: true }).click();
    await page.waitForURL(/state=COMPLETED/);
    await expect
      .poll(async () => [...new Set(await table.locator("tbody tr td:last-child").allTextContents())])
      .toEqual(["Completed"]);
    await page.getByRole("search").getByText("Pending", { exact: true }).click();
    await page.waitForURL(/state=PENDING/);
    await table.getByRole("link", { name: refunds.reject.refundNumber }).waitFor();
    await expect
      .poll(async () => [...new Set(await table.locator("tbody tr td:last-child").allTextContents())])
      .toEqual(["Pending"]);
    await screenshot(page, "refund-list-1280");

    await page.reload();
    await table.getByRole("link", { name: refunds.reject.refundNumber }).click();
    await page.waitForURL(new RegExp(`/sales/refund_order_detail\\?id=${refunds.reject.id}$`));
    await summary(page).getByText(ORDERS.reject).waitFor();
  });

  it("exports the filtered list as CSV", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/sales/refund_order_list?state=PENDING");
    await page.getByRole("table", { name: "Refund Order List" }).getByRole("link", { name: "RF00000044" }).waitFor();
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV (.csv)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^refund-orders-.*\.csv$/);
    const [header, ...rows] = (await readFile(await download.path())).toString("utf8").trim().split("\r\n");
    const status = header
      .replace(/^\uFEFF/, "")
      .split(",")
      .indexOf("Status");
    expect(status).toBeGreaterThanOrEqual(0);
    expect(rows.some((row) => row.startsWith("RF00000044,"))).toBe(true);
    expect(new Set(rows.map((row) => row.split(",")[status]))).toEqual(new Set(["Pending"]));
    await page.getByText(/^Exported \d+ rows to refund-orders-.*\.csv$/).waitFor();
  });

  it("rejects a pending refund after confirmation", async () => {
    const { page } = browser;
    const refund = refunds.reject;
    await signIn(page, "admin");
    await openDetail(page, refund);
    await summary(page).getByText("Pending", { exact: true }).waitFor();
    await screenshot(page, "refund-detail-pending-1280");

    await page.getByRole("button", { name: "Reject" }).click();
    const dialog = page.getByRole("dialog", { name: "Reject this refund?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await summary(page).getByText("Pending", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Reject" }).click();
    await dialog.getByRole("button", { name: "Reject" }).click();
    // The confirm dialog fades out after the answer: its own Reject button must be gone before counting the page's.
    await dialog.waitFor({ state: "detached" });
    await page.getByText(`${refund.refundNumber} rejected`).waitFor();
    await summary(page).getByText("Rejected", { exact: true }).waitFor();
    await logs(page).getByText("Rejected", { exact: true }).waitFor();
    await expect(page.getByRole("button", { name: "Refund", exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Reject" }).count()).resolves.toBe(0);
  });

  it("refunds a pending refund, then marks it completed with a note", async () => {
    const { page } = browser;
    const refund = refunds.complete;
    await signIn(page, "admin");
    await openDetail(page, refund);

    await page.getByRole("button", { name: "Refund", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: `Refund ${refund.amount}?` });
    await confirm.getByRole("button", { name: "Refund" }).click();
    await page.getByText(`${refund.refundNumber} approved`, { exact: false }).waitFor();
    await summary(page).getByText("Approved", { exact: true }).waitFor();
    await expect(page.getByRole("button", { name: "Reject" }).count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Mark as Completed" }).click();
    const dialog = page.getByRole("dialog", { name: "Mark as Completed" });
    await dialog.getByRole("textbox", { name: "Note" }).fill("x".repeat(501));
    await dialog.getByRole("button", { name: "Mark as Completed" }).click();
    await dialog.getByText("No more than 500 characters").waitFor();
    await dialog.getByRole("textbox", { name: "Note" }).fill("Gateway settled the refund");
    await screenshot(page, "refund-complete-dialog-1280");
    await dialog.getByRole("button", { name: "Mark as Completed" }).click();
    await page.getByText(`${refund.refundNumber} completed`).waitFor();
    await dialog.waitFor({ state: "detached" });

    await summary(page).getByText("Completed", { exact: true }).first().waitFor();
    await summary(page).getByText("Gateway settled the refund").waitFor();
    await logs(page).getByText("Marked as completed").waitFor();
    await page.getByRole("table", { name: "Tickets and fees" }).getByText("Refunded", { exact: true }).waitFor();
    await expect(page.getByRole("button", { name: "Mark as Completed" }).count()).resolves.toBe(0);
    await screenshot(page, "refund-detail-completed-1280");
  });

  it("asks for a refresh when another operator acted first, then shows the refund as it now is", async () => {
    const { page } = browser;
    const refund = refunds.stale;
    await signIn(page, "admin");
    await openDetail(page, refund);
    await graphql(
      `
        mutation ($id: ID!, $version: Int!) {
          approveRefund(id: $id, version: $version) {
            id
          }
        }
      `,
      { id: refund.id, version: refund.version },
      adminToken,
    );

    await page.getByRole("button", { name: "Reject" }).click();
    await page.getByRole("dialog", { name: "Reject this refund?" }).getByRole("button", { name: "Reject" }).click();
    const stale = page.getByRole("dialog", { name: "Out of date" });
    await stale.getByText("Data is out of date, please refresh and repeat.").waitFor();
    await stale.getByRole("button", { name: "OK" }).click();
    await summary(page).getByText("Approved", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Mark as Completed" }).waitFor();
  });

  it("shows no logs for a cash refund", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/sales/refund_order_detail?id=27");
    await page.getByRole("heading", { name: "Refund order RF00000027", level: 1 }).waitFor();
    await page.getByRole("region", { name: "Payment" }).getByText("Cash", { exact: true }).waitFor();
    await expect(logs(page).count()).resolves.toBe(0);
  });
});

describe("refund orders at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 800 });

  it("keeps the list and the detail's actions usable", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/sales/refund_order_list?state=PENDING");
    const table = page.getByRole("table", { name: "Refund Order List" });
    await table.getByRole("link", { name: "RF00000044" }).waitFor();
    await screenshot(page, "refund-list-800");
    await expectFits(page, { screen: "Refund Order List" });
    await table.getByRole("link", { name: "RF00000044" }).click();
    await page.getByRole("heading", { name: "Refund order RF00000044", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Refund", exact: true }).waitFor();
    await page.getByRole("button", { name: "Reject" }).waitFor();
    await screenshot(page, "refund-detail-800");
    await expectFits(page, { screen: "Refund Order Detail" });
  });
});
