/**
 * The statement invariant of docs/money-contract.md section 3, checked through the vendor API's own calls: balance =
 * Σ lines; Σ entries of each kind = its line; the order line = Σ payAmount of the order list filtered to the month and
 * states 1 and 3; the refund line = −Σ amount of the completed refund list's rows completed in the month. Shared by the
 * statement test and `npm run bench`.
 */
/** Answers a call's `result`; throws when the status is not 0. */
export type Call = (method: "GET" | "POST", path: string, body: Record<string, unknown>) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const cents = (amount: string) => {
  const negative = amount.startsWith("-");
  const [whole, fraction = "0"] = amount.replace("-", "").split(".");
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2));
  return negative ? -value : value;
};
const format = (value: bigint) => {
  const sign = value < 0n ? "-" : "";
  const absolute = value < 0n ? -value : value;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, "0")}`;
};

/** The instant a local calendar day starts in `timeZone`. */
export function localMidnight(date: string, timeZone: string): Date {
  const utc = Date.parse(`${date}T00:00:00Z`);
  let guess = utc;
  for (let round = 0; round < 2; round++) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      })
        .formatToParts(new Date(guess))
        .map((part) => [part.type, part.value]),
    );
    const shown = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
    guess += utc - shown;
  }
  return new Date(guess);
}

async function everyRow<T>(call: Call, path: string, body: Record<string, unknown>): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await call("POST", path, { ...body, pageNum, pageSize: 100 });
    rows.push(...page.list);
    if (rows.length >= page.total || page.list.length === 0) return rows;
  }
}

const LINE_OF_KIND: Record<string, string> = {
  order: "order",
  refund: "refund",
  chargeback: "chargeback",
  chargeback_fee: "chargebackFee",
  processing_fee: "processingFee",
  commission: "commission",
  subscription_fee: "subscriptionFee",
};

export interface InvariantReport {
  month: string;
  balance: string;
  entries: number;
  orders: number;
  refunds: number;
  /** Each broken equality, worded; empty when the invariant holds. */
  failures: string[];
}

export async function checkStatementInvariant(call: Call, month: string, timeZone: string): Promise<InvariantReport> {
  const statement = await call("GET", "/statement/find", { month });
  const failures: string[] = [];
  const expectEqual = (what: string, actual: bigint, expected: bigint) => {
    if (actual !== expected) failures.push(`${what}: ${format(actual)} ≠ ${format(expected)}`);
  };
  const lines = statement.lines as Record<string, string>;
  expectEqual(
    "balance = Σ lines",
    cents(statement.balance),
    Object.values(lines).reduce((sum, line) => sum + cents(line), 0n),
  );
  let entries = 0;
  for (const [kind, line] of Object.entries(LINE_OF_KIND)) {
    const rows = await everyRow<{ amount: string }>(call, "/statement/entry/list", { month, kind });
    entries += rows.length;
    expectEqual(
      `Σ ${kind} entries = line`,
      rows.reduce((sum, row) => sum + cents(row.amount), 0n),
      cents(lines[line]),
    );
  }
  const [year, monthNumber] = month.split("-").map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  const from = localMidnight(`${month}-01`, timeZone);
  const to = localMidnight(`${next}-01`, timeZone);
  const range = { dateFrom: from.toISOString(), dateTo: to.toISOString() };
  const sold = [
    ...(await everyRow<{ payAmount: string }>(call, "/order/list", { ...range, state: 1 })),
    ...(await everyRow<{ payAmount: string }>(call, "/order/list", { ...range, state: 3 })),
  ];
  expectEqual(
    "order line = Σ payAmount of the month's orders in states 1, 3",
    cents(lines.order),
    sold.reduce((sum, order) => sum + cents(order.payAmount), 0n),
  );
  const refunds = (
    await everyRow<{ amount: string; completeTime: string | null }>(call, "/refund/list", { state: 3 })
  ).filter((refund) => {
    const time = Date.parse(refund.completeTime ?? "");
    return time >= from.getTime() && time < to.getTime();
  });
  expectEqual(
    "refund line = −Σ amount of the refunds completed in the month",
    cents(lines.refund),
    -refunds.reduce((sum, refund) => sum + cents(refund.amount), 0n),
  );
  if (statement.orderCount !== sold.length) failures.push(`orderCount ${statement.orderCount} ≠ ${sold.length}`);
  if (statement.refundCount !== refunds.length)
    failures.push(`refundCount ${statement.refundCount} ≠ ${refunds.length}`);
  return { month, balance: statement.balance, entries, orders: sold.length, refunds: refunds.length, failures };
}
