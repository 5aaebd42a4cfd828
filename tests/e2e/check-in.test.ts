/**
 * Check-in (/trip/check_in, docs/sales-contract.md "Check-in") in the browser, phone first: at 390 px a ticket typed
 * and submitted with Enter is checked in (green, with the passenger), the same again is refused naming who and when
 * (red), the first is undone and both answers say so; offline scans are kept in IndexedDB with the date they were
 * scanned under and sent when the network is back, a ticket another phone checked in meanwhile listed as a conflict.
 * With no trip picked the Date on screen bounds what is checked in: another day's ticket is refused naming its own
 * date (MM/DD/YYYY) and checked in anyway only after a confirmation. The screen in English and Chinese at 390, 800 and
 * 1280 px, axe on each.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Page, Route } from "playwright-core";
import axe from "axe-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { dayIn, formatDate, formatDateTime } from "#rules";
import { nextShift } from "../../web/src/routes/trip/check-in/next-shift";
import { openInApp, screenTitle } from "./support/navigation";

/** jsQR's browser build (window.jsQR), the decoder the check-in screen falls back on. */
const JSQR = fileURLToPath(new URL("../../node_modules/jsqr/dist/jsQR.js", import.meta.url));
/** The text of the QR code an image shows, drawn on a canvas and decoded (page source: the test has no DOM types). */
const READ_QR = `async (image) => {
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = 320;
  canvas.height = 320;
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, 320, 320);
  context.drawImage(image, 0, 0, 320, 320);
  return window.jsQR(context.getImageData(0, 0, 320, 320).data, 320, 320)?.data ?? null;
}`;

const PATH = "/trip/check_in";

/** How many of a table's badges show their word cut (page source: the test has no DOM types). */
const CUT_BADGES = `[...document.querySelectorAll("tbody .mantine-Badge-label")]
  .filter((label) => label.scrollWidth > label.clientWidth).length`;

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

interface DemoTicket {
  ticketNumber: string;
  passengerName: string;
  status: string;
  tripId: string;
  tripName: string;
  date: string;
  shift: string | null;
}

/**
 * The demo walking tour (TOUR-CITY-WALK): the reservation, reservation statistics and departures calendar files count
 * its check-ins on the shared server, so this file checks none of its tickets in, whatever page it reads.
 */
const COUNTED_BY_OTHER_FILES = "City Highlights Walking Tour";

/**
 * Normal tickets of completed demo orders, from a page of the order list other browser files do not reach (they act
 * on the newest orders), so this file's check-ins do not meet theirs.
 */
async function normalTickets(count: number): Promise<DemoTicket[]> {
  const token = await loginToken("admin");
  const found: DemoTicket[] = [];
  for (let number = 2 + (process.pid % 5); number < 40; number++) {
    const { orders } = await graphql<{ orders: { items: Array<{ id: string }> } }>(
      `
        query ($page: PageInput) {
          orders(filter: { state: COMPLETED }, page: $page) {
            items {
              id
            }
          }
        }
      `,
      { page: { number, size: 20 } },
      token,
    );
    for (const { id } of orders.items) {
      const { order } = await graphql<{ order: { tickets: DemoTicket[] } }>(
        `
          query ($id: ID!) {
            order(id: $id) {
              tickets {
                ticketNumber
                passengerName
                status
                tripId
                tripName
                date
                shift
              }
            }
          }
        `,
        { id },
        token,
      );
      found.push(
        ...order.tickets.filter(
          (ticket) =>
            ticket.status === "NORMAL" && !taken.has(ticket.ticketNumber) && ticket.tripName !== COUNTED_BY_OTHER_FILES,
        ),
      );
      if (found.length >= count) {
        for (const ticket of found) taken.add(ticket.ticketNumber);
        return found.slice(0, count);
      }
    }
  }
  throw new Error("not enough normal demo tickets");
}

/** Tickets this file has used already. */
const taken = new Set<string>();

async function openScreen(page: Page) {
  await signIn(page, "admin");
  await page.addInitScript({ content: axe.source });
  await page.goto(PATH);
  await page.getByRole("heading", { name: "Check-in", level: 1 }).waitFor();
}

const ticketField = (page: Page) => page.getByRole("textbox", { name: /Ticket number or code|票号或票码/ });
const answer = (page: Page) => page.getByTestId("check-in-answer").first();

/** The Date field of the departure on screen (with no trip picked it alone bounds the check-in). */
const dateField = (page: Page) => page.getByLabel(/^(Date|日期)$/);

async function scan(page: Page, ticket: string) {
  await ticketField(page).fill(ticket);
  await ticketField(page).press("Enter");
}

describe("check-in on a phone (390 px)", () => {
  const browser = useBrowser({ width: 390, height: 844 });

  it("checks a typed ticket in, refuses it again naming who and when, and undoes the first", async () => {
    const { page } = browser;
    const [ticket] = await normalTickets(1);
    await openScreen(page);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    expect(await ticketField(page).evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);

    await dateField(page).fill(ticket!.date);
    await scan(page, ticket!.ticketNumber);
    await expect.poll(() => answer(page).getAttribute("data-outcome")).toBe("ok");
    expect(await answer(page).textContent()).toContain(formatDate(ticket!.date));
    await expect.poll(() => answer(page).textContent()).toContain(ticket!.passengerName);
    expect(await answer(page).textContent()).toContain("Checked in");
    // The field is ready for the next scan.
    expect(await ticketField(page).evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    await expectFits(page, { screen: "Check-in" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "check-in-ok-en-390");

    await scan(page, ticket!.ticketNumber);
    await expect.poll(() => answer(page).getAttribute("data-outcome")).toBe("refused");
    await expect
      .poll(() => answer(page).textContent())
      .toMatch(/Already checked in by admin at \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "check-in-refused-en-390");

    const undo = page.getByRole("button", { name: `Undo check-in of ${ticket!.ticketNumber}` });
    const box = await undo.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await undo.click();
    await page.getByText(`Check-in of ${ticket!.ticketNumber} undone`).waitFor();
    // Neither the green answer nor the red "already checked in" it caused stays: both say the check-in is undone.
    const answers = page.getByTestId("check-in-answer");
    await expect
      .poll(() => answers.evaluateAll((cards) => cards.map((card) => card.dataset.outcome)))
      .toEqual(["undone", "undone"]);
    expect(await answer(page).textContent()).toContain("Check-in undone");
    expect(await answer(page).textContent()).not.toContain("Already checked in");
    await screenshot(page, "check-in-undone-en-390");
    await scan(page, ticket!.ticketNumber);
    await expect.poll(() => answer(page).getAttribute("data-outcome")).toBe("ok");
  });

  it("starts a trip on today's next departure, keeps the trip list on the screen and the manifest's status in view", async () => {
    const { page } = browser;
    const [ticket] = await normalTickets(1);
    const token = await loginToken("admin");
    const { trips } = await graphql<{ trips: { items: Array<{ id: string }> } }>(
      `
        query {
          trips(filter: { code: "BUS-NYC-BOS" }, page: { number: 1, size: 1 }) {
            items {
              id
            }
          }
        }
      `,
      {},
      token,
    );
    const { trip: bus } = await graphql<{
      trip: { code: string; name: string; shifts: Array<{ name: string; selected: boolean }> };
    }>("query ($id: ID!) { trip(id: $id) { code name shifts { name selected } } }", { id: trips.items[0]!.id }, token);
    await openScreen(page);

    // The trip list, long names and all, stays within the phone's width.
    const tripField = page.getByRole("combobox", { name: "Trip" });
    await tripField.click();
    await page.getByRole("option").first().waitFor();
    const list = (await page.getByRole("listbox").boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(390);
    await screenshot(page, "check-in-trips-en-390");

    // Today's departures at 08:00, 12:00 and 17:00: the shift is the next one not yet gone (the first once all are).
    await tripField.fill(bus.code);
    await page.getByRole("option", { name: `${bus.code} · ${bus.name}`, exact: true }).click();
    const now = new Date();
    const today = dayIn("America/New_York", now);
    const shifts = bus.shifts.filter((shift) => shift.selected).map((shift) => shift.name);
    const next = nextShift(shifts, today, today, formatDateTime(now.toISOString(), "America/New_York").slice(-5));
    await expect.poll(() => page.getByRole("combobox", { name: "Shift" }).inputValue()).toBe(next);

    // The manifest of a departure with passengers: its status and check-in columns within the screen.
    const query = `tripId=${ticket!.tripId}&date=${ticket!.date}&shift=${encodeURIComponent(ticket!.shift ?? "")}`;
    for (const language of ["en", "zh"] as const) {
      if (language === "zh") {
        await page.getByRole("button", { name: /Language|语言/ }).click();
        await page.getByRole("menuitem", { name: "中文" }).click();
      }
      await openInApp(page, `/trip/departure_manifest?${query}`, screenTitle("/trip/departure_manifest", language));
      await page.getByRole("table").locator("tbody tr").first().waitFor();
      for (const name of language === "en" ? ["Passenger", "Status", "Check-in"] : ["乘客", "状态", "检票"]) {
        const header = (await page.getByRole("columnheader", { name, exact: true }).boundingBox())!;
        expect(header.x + header.width, name).toBeLessThanOrEqual(390);
      }
      // Every status badge whole, none cut to "CHEC…".
      await expect(page.evaluate(CUT_BADGES)).resolves.toBe(0);
      await expectFits(page, { screen: `manifest in ${language}` });
      await expect(page.evaluate(AXE)).resolves.toEqual([]);
      await screenshot(page, `manifest-${language}-390`);
      if (language === "zh") {
        await page.getByRole("button", { name: /Language|语言/ }).click();
        await page.getByRole("menuitem", { name: "English" }).click();
      }
    }
  });

  it("keeps scans made offline in the browser across a reload and sends them when back online, listing conflicts", async () => {
    const { page, context } = browser;
    const [kept, taken] = await normalTickets(2).then((tickets) => tickets);
    await openScreen(page);

    await context.setOffline(true);
    await page.getByText("Offline: scans are kept on this device").waitFor();
    // Each scan is kept with the date it was scanned under: the reload below puts today back in the Date field.
    await dateField(page).fill(kept!.date);
    await scan(page, kept!.ticketNumber);
    await expect.poll(() => answer(page).getAttribute("data-outcome")).toBe("queued");
    await dateField(page).fill(taken!.date);
    await scan(page, taken!.ticketNumber);
    await page.getByTestId("check-in-pending").getByText("2 scans waiting to be sent").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "check-in-offline-en-390");

    // Meanwhile another phone checks the second ticket in.
    const token = await loginToken("admin");
    await graphql(
      `
        mutation ($n: String!) {
          checkInTicket(ticketNumber: $n) {
            ticketNumber
          }
        }
      `,
      { n: taken!.ticketNumber },
      token,
    );

    // The kept scans survive a reload: back on the network with check-ins still failing to get through, the page is
    // reloaded and lists the same two scans from IndexedDB.
    const failCheckIns = (route: Route) =>
      route.request().postData()?.includes("CheckInTicket") ? route.abort("internetdisconnected") : route.fallback();
    await page.route("**/graphql", failCheckIns);
    await context.setOffline(false);
    await page.reload();
    await page.getByRole("heading", { name: "Check-in", level: 1 }).waitFor();
    await page.getByTestId("check-in-pending").getByText("2 scans waiting to be sent").waitFor();
    await page.unroute("**/graphql", failCheckIns);

    await page.getByTestId("check-in-synced").getByText("1 offline scan sent").waitFor();
    const conflicts = page.getByTestId("check-in-conflicts");
    await expect.poll(() => conflicts.textContent()).toContain(`${taken!.ticketNumber}: Already checked in by admin`);
    await expect(page.getByTestId("check-in-pending").count()).resolves.toBe(0);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "check-in-synced-en-390");

    // The kept scan really was checked in: scanning it again is refused.
    await dateField(page).fill(kept!.date);
    await scan(page, kept!.ticketNumber);
    await expect.poll(() => answer(page).getAttribute("data-outcome")).toBe("refused");
    await expect.poll(() => answer(page).textContent()).toContain("Already checked in by admin");
  });
});

for (const width of [390, 1280]) {
  describe(`another day's ticket at ${width} px`, () => {
    const browser = useBrowser({ width, height: 844 });

    it("is refused naming its own date with no trip picked, and checked in anyway after a confirmation", async () => {
      const { page } = browser;
      const tickets = await normalTickets(2);
      await openScreen(page);
      for (const [language, ticket] of [
        ["en", tickets[0]!],
        ["zh", tickets[1]!],
      ] as const) {
        if (language === "zh") {
          await page.evaluate(() => localStorage.setItem("vendor-console.language", JSON.stringify("zh")));
          await page.reload();
          await page.getByRole("heading", { name: "检票台", level: 1 }).waitFor();
        }
        // The Date field shows today; a ticket of today is moved off it so the ticket is another day's.
        if ((await dateField(page).inputValue()) === ticket.date)
          await dateField(page).fill(ticket.date === "2001-01-01" ? "2001-01-02" : "2001-01-01");
        // The Chinese console writes dates in the Chinese order, YYYY/MM/DD (issue 61).
        const day = language === "en" ? formatDate(ticket.date) : ticket.date.replaceAll("-", "/");
        const own = [day, ticket.shift].filter(Boolean).join(" ");
        await scan(page, ticket.ticketNumber);
        await expect.poll(() => answer(page).getAttribute("data-outcome")).toBe("refused");
        const refusal =
          language === "en"
            ? `A ticket of another departure: ${ticket.tripName}, ${own}`
            : `其他班次的票：${ticket.tripName}，${own}`;
        await expect.poll(() => answer(page).textContent()).toContain(refusal);
        await expectFits(page, { screen: language === "en" ? "Check-in" : "检票" });
        await expect(page.evaluate(AXE)).resolves.toEqual([]);
        await screenshot(page, `check-in-other-day-${language}-${width}`);

        const anyway = language === "en" ? "Check in anyway" : "仍然检票";
        await answer(page).getByRole("button", { name: anyway }).click();
        const dialog = page.getByRole("dialog");
        await expect
          .poll(() => dialog.textContent())
          .toContain(
            language === "en"
              ? `This ticket is for ${own} (${ticket.tripName}). Check it in anyway?`
              : `此票为 ${own}（${ticket.tripName}）的票。仍要检票吗？`,
          );
        await expectFits(page, { screen: `${language === "en" ? "Check-in" : "检票"}: check in anyway` });
        await expect(page.evaluate(AXE)).resolves.toEqual([]);
        await screenshot(page, `check-in-other-day-confirm-${language}-${width}`);
        await dialog.getByRole("button", { name: anyway }).click();
        await expect.poll(() => answer(page).getAttribute("data-outcome")).toBe("ok");
        expect(await answer(page).textContent()).toContain(ticket.passengerName);
        expect(await answer(page).textContent()).toContain(day);
        await expect.poll(() => dialog.count()).toBe(0);
        await screenshot(page, `check-in-other-day-ok-${language}-${width}`);
      }
    });
  });
}

for (const width of [800, 1280]) {
  describe(`check-in at ${width} px`, () => {
    const browser = useBrowser({ width, height: 800 });

    it("fits in English and Chinese, and words a refusal in Chinese", async () => {
      const { page } = browser;
      await openScreen(page);
      await scan(page, "NO-SUCH-TICKET");
      await expect.poll(() => answer(page).textContent()).toContain("Unknown ticket");
      await expectFits(page, { screen: "Check-in" });
      await expect(page.evaluate(AXE)).resolves.toEqual([]);
      await screenshot(page, `check-in-en-${width}`);

      await page.getByRole("button", { name: /Language|语言/ }).click();
      await page.getByRole("menuitem", { name: "中文" }).click();
      await page.getByRole("heading", { name: "检票台", level: 1 }).waitFor();
      await scan(page, "NO-SUCH-TICKET");
      await expect.poll(() => answer(page).textContent()).toContain("未知的票");
      await expectFits(page, { screen: "检票" });
      await expect(page.evaluate(AXE)).resolves.toEqual([]);
      await screenshot(page, `check-in-zh-${width}`);
    });
  });
}

describe("check-in of a picked departure", () => {
  const browser = useBrowser();

  it("counts the departure's checked-in and expected tickets, and refuses a ticket of another departure", async () => {
    const { page } = browser;
    const [ticket] = await normalTickets(1);
    await openScreen(page);
    // Picked by its whole label: the list first offers the newest trips, and other files add trips whose names
    // contain a demo trip's, so a part of the name could pick another trip before the search answers.
    const { trip } = await graphql<{ trip: { code: string; name: string } }>(
      "query ($id: ID!) { trip(id: $id) { code name } }",
      { id: ticket!.tripId },
      await loginToken("admin"),
    );
    await page.getByRole("combobox", { name: "Trip" }).fill(trip.code);
    await page.getByRole("option", { name: `${trip.code} · ${trip.name}`, exact: true }).click();
    await page.getByLabel("Date").fill(ticket!.date);
    if (ticket!.shift) {
      await page.getByRole("combobox", { name: "Shift" }).click();
      await page.getByRole("option", { name: ticket!.shift, exact: true }).click();
    }
    // The heading names the departure the counts are of: trip code, date and shift.
    const departure = [trip.code, formatDate(ticket!.date), ticket!.shift].filter(Boolean).join(" · ");
    await expect.poll(() => page.getByTestId("check-in-counts-departure").textContent()).toBe(departure);
    const counts = page.getByTestId("check-in-counts");
    await counts.waitFor();
    const [checked, expected] = ((await counts.textContent()) ?? "").match(/\d+/g)!.map(Number);
    await scan(page, ticket!.ticketNumber);
    await expect.poll(() => answer(page).getAttribute("data-outcome")).toBe("ok");
    await expect.poll(() => counts.textContent()).toBe(`${checked! + 1} of ${expected} checked in`);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "check-in-departure-en-1280");

    await page.getByLabel("Date").fill("2001-01-01");
    const [other] = await normalTickets(1);
    await scan(page, other!.ticketNumber);
    await expect.poll(() => answer(page).textContent()).toContain(`A ticket of another departure: ${other!.tripName}`);
  });
});

describe("resend confirmation", () => {
  const browser = useBrowser();

  it("resends an order's confirmation from its detail; the mail with the tickets' codes shows in Development Mail", async () => {
    const { page } = browser;
    const token = await loginToken("admin");
    const { orders } = await graphql<{ orders: { items: Array<{ id: string; orderNumber: string }> } }>(
      `
        query ($page: PageInput) {
          orders(filter: { state: COMPLETED }, page: $page) {
            items {
              id
              orderNumber
            }
          }
        }
      `,
      { page: { number: 8 + (process.pid % 5), size: 1 } },
      token,
    );
    const [order] = orders.items;
    const { order: detail } = await graphql<{ order: { tickets: Array<{ code: string }> } }>(
      `
        query ($id: ID!) {
          order(id: $id) {
            tickets {
              code
            }
          }
        }
      `,
      { id: order!.id },
      token,
    );
    await signIn(page, "admin");
    await page.addInitScript({ content: axe.source });
    await page.goto(`/sales/order_detail?id=${order!.id}`);
    await page.getByRole("button", { name: "Resend confirmation" }).click();
    await page.getByText(/Confirmation queued to /).waitFor();
    await page.getByText(/Confirmation with \d+ ticket\(s\) resent to /).waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-resend-en-1280");

    // An init script, as the page's Content-Security-Policy refuses inline ones.
    await page.addInitScript({ path: JSQR });
    await page.goto("/system/dev_mail");
    await page.getByRole("heading", { name: "Development Mail", level: 1 }).waitFor();
    const subject = `Your booking ${order!.orderNumber}`;
    await page.getByRole("row").filter({ hasText: subject }).first().waitFor();
    await page
      .getByRole("button", { name: `Open ${subject}` })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: subject });
    const body = await dialog.locator("pre").textContent();
    for (const ticket of detail.tickets) expect(body).toContain(ticket.code);
    // Each ticket's QR image, read back as a scanner at the door would read it.
    for (const ticket of detail.tickets) {
      await dialog.getByRole("img", { name: `QR code of ${ticket.code}` }).waitFor();
      const image = `document.querySelector('[role="dialog"] img[alt="QR code of ${ticket.code}"]')`;
      await expect(page.evaluate(`(${READ_QR})(${image})`)).resolves.toBe(ticket.code);
    }
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-resend-mail-en-1280");
  });
});
