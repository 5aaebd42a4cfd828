/**
 * Jobs over many orders (docs/sales-contract.md, "Jobs over many orders") as a vendor API started like `npm start`
 * runs them, its own worker taking the orders: cancelling a departure of 500 cash orders (budget ≤ 60 s, every order
 * refunded in full and written to once) and a bulk resend of at least 5 000 orders' confirmations (budget ≤ 2 min).
 * Each is timed from the call that starts it to the job DONE, read through /order/job/get as the console polls it.
 * On PostgreSQL (BENCH_DATABASE_URL) the budgets are enforced and the refunds and outbox rows are counted in the
 * database; on PGlite the figures are printed only. PGlite has no budget and takes several times as long (minutes):
 * BENCH_JOBS_PGLITE=0 leaves it out, e.g. to re-measure the budgets on PostgreSQL alone.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { connectDatabase, type Database } from "../../vendor-api/src/db/connect";
import { notificationOutbox, refundOrders } from "../../vendor-api/src/db/schema";
import type { Call } from "../vendor-api/support/statement-invariant";
import { postgresTarget, seedDemoTours, servingDataset, writeOrders, type Target } from "./dataset";
import { benchDatabase, type Answer } from "./support";

const DEPARTURE_ORDERS = Number(process.env.BENCH_JOB_DEPARTURE_ORDERS ?? 500);
const RESEND_ORDERS = Number(process.env.BENCH_JOB_RESEND_ORDERS ?? 5000);
const DEPARTURE_BUDGET_S = 60;
const RESEND_BUDGET_S = 120;
const DAY = "2031-04-01";
/** How often the job's state is read while it runs: the console polls every second. */
const POLL_MS = 250;

/** A published trip with a morning on DAY of `seats` seats and a cancellation charge (a departure cancel keeps none). */
async function departureTrip(call: Call, seats: number): Promise<number> {
  const trip = (await call("POST", "/trip/add", {
    code: `BENCH-JOBS-${Date.now().toString(36)}`,
    name: "Bench jobs over many orders",
    template: 2,
    pricingType: 0,
    price: "20.00",
    inventoryType: 2,
    shifts: [{ name: "Morning", selected: true }],
    inventories: [{ date: DAY, shift: "Morning", quantity: seats }],
    rescheduleFeeType: 0,
    cancellationType: 1,
    cancellationAmount: "3.00",
  })) as Answer;
  await call("POST", "/trip/publish", { id: trip.id, version: trip.version });
  return Number(trip.id);
}

/** Seconds from `start` until the job it answers is DONE, and the job as it ends. */
async function untilDone(call: Call, start: () => Promise<Answer>) {
  const started = performance.now();
  const job = await start();
  for (;;) {
    const seen = (await call("POST", "/order/job/get", { id: job.id })) as Answer;
    if (seen.state === 2) return { seconds: (performance.now() - started) / 1000, job: seen };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Refund orders and outbox messages of the departure's orders, counted in the database (PostgreSQL only). */
async function accounted(database: Database, tenantId: number, subject: string) {
  const [refunds] = await database.db
    .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${refundOrders.amount}), 0)::text` })
    .from(refundOrders)
    .where(and(eq(refundOrders.tenantId, tenantId), sql`${refundOrders.reason} like 'Cancellation of %'`));
  const [messages] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.tenantId, tenantId), eq(notificationOutbox.subject, subject)));
  return { refunds: refunds.n, refunded: refunds.total, messages: messages.n };
}

async function onTarget(label: string, target: Target) {
  const seeding = await connectDatabase(target);
  try {
    await seedDemoTours(seeding, target);
    await writeOrders(seeding, label, RESEND_ORDERS);
  } finally {
    await seeding.close();
  }
  // PGlite is one process's: only PostgreSQL can be read beside the serving vendor API.
  const reader = target.databaseUrl ? await connectDatabase(target) : undefined;
  try {
    await servingDataset(target, async (_url, call) => {
      const tripId = await departureTrip(call, DEPARTURE_ORDERS * 2);
      for (let index = 0; index < DEPARTURE_ORDERS; index++)
        await call("POST", "/order/book", {
          tripId,
          date: DAY,
          shift: "Morning",
          passengers: [{ option: "Standard", count: 2 }],
          contactFirstName: "Bench",
          contactLastName: `Traveller ${index}`,
          contactEmail: `bench-job-${index}@example.com`,
          contactPhone: "+12125550100",
          paymentMethod: "cash",
        });
      const departure = { tripId, date: DAY, shift: "Morning" };
      const preview = (await call("POST", "/departure/cancel/preview", departure)) as Answer;
      const subject = "Bench: the morning tour is cancelled";
      const cancel = await untilDone(call, () =>
        call("POST", "/departure/cancel", {
          ...departure,
          expectedCount: preview.total,
          subject,
          text: "A storm is on its way: the tour does not run. What you paid is refunded in full.",
        }),
      );

      // Everything the filter matches (the generated orders and the demo's): the paid ones with an e-mail are resent.
      const selection = { kind: "RESEND_CONFIRMATIONS", filter: {} };
      const resendPreview = (await call("POST", "/order/job/preview", selection)) as Answer;
      const resend = await untilDone(call, () =>
        call("POST", "/order/job/add", { ...selection, expectedCount: resendPreview.total }),
      );

      console.log(`\nJobs over many orders on ${label} (the machine is shared: figures are indicative):`);
      const { job } = cancel;
      console.log(
        `  cancel a departure of ${preview.total} cash orders (refund ${preview.refund}): ${cancel.seconds.toFixed(1)} s ` +
          `(budget ${DEPARTURE_BUDGET_S} s): ${job.succeeded} done, ${job.failed} failed, ${job.skipped} skipped`,
      );
      console.log(
        `  bulk resend over ${resend.job.total} orders (${resendPreview.eligible} paid with an e-mail): ` +
          `${resend.seconds.toFixed(1)} s (budget ${RESEND_BUDGET_S} s): ${resend.job.succeeded} sent, ` +
          `${resend.job.skipped} skipped, ${resend.job.failed} failed`,
      );
      const failures: string[] = [];
      if (job.succeeded !== DEPARTURE_ORDERS || job.failed || job.skipped)
        failures.push(`the departure's job handled ${job.succeeded} of ${DEPARTURE_ORDERS} orders`);
      if (resend.job.failed || resend.job.succeeded !== resendPreview.eligible)
        failures.push(`the resend sent ${resend.job.succeeded} of ${resendPreview.eligible}`);
      if (reader) {
        const counted = await accounted(reader, 1001, subject);
        console.log(
          `  accounted in the database: ${counted.refunds} refund orders (${counted.refunded} in all), ` +
            `${counted.messages} messages queued`,
        );
        if (counted.refunds !== DEPARTURE_ORDERS || counted.messages !== DEPARTURE_ORDERS)
          failures.push(`${counted.refunds} refunds and ${counted.messages} messages for ${DEPARTURE_ORDERS} orders`);
        if (counted.refunded !== preview.refund)
          failures.push(`refunded ${counted.refunded}, previewed ${preview.refund}`);
        if (cancel.seconds > DEPARTURE_BUDGET_S) failures.push(`the departure took ${cancel.seconds.toFixed(1)} s`);
        if (resend.seconds > RESEND_BUDGET_S) failures.push(`the resend took ${resend.seconds.toFixed(1)} s`);
      }
      if (failures.length) throw new Error(`Jobs over many orders on ${label}: ${failures.join("; ")}`);
    });
  } finally {
    await reader?.close();
  }
}

export async function orderJobsBench(): Promise<void> {
  if (process.env.BENCH_JOBS_PGLITE === "0") console.log("\nPGlite left out (BENCH_JOBS_PGLITE=0)");
  else {
    const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-console-jobs-"));
    try {
      await onTarget("PGlite", { dataDir });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log("\nPostgreSQL: set BENCH_DATABASE_URL=postgres://… (a server; the bench makes its own database)");
    return;
  }
  const database = await benchDatabase(serverUrl);
  try {
    await onTarget("PostgreSQL", postgresTarget(database.databaseUrl));
  } finally {
    await database.drop();
  }
}
