/** The income report and statements over the dataset (docs/money-contract.md sections 3-4). */
import { checkStatementInvariant, type Call } from "../vendor-api/support/statement-invariant";
import { DATASET_ORDERS, type DatasetPart } from "./dataset";
import { time } from "./support";

const LEDGER_ROUNDS = Number(process.env.BENCH_LEDGER_ROUNDS ?? 30);
const YEAR = { dateFrom: "2024-10-01", dateTo: "2025-09-30" };

/** The income report of local dates `dateFrom`..`dateTo`, per day, week or month, as the report screen asks. */
export const incomeReport = (call: Call, range: { dateFrom: string; dateTo: string }, groupBy: string) =>
  call("POST", "/report/income", { ...range, groupBy });

export const ledgerBench: DatasetPart = async ({ label, call, generatedSeconds }) => {
  const report = await incomeReport(call, YEAR, "day");
  console.log(
    `\nLedger on ${label}: Demo Tours + ${DATASET_ORDERS} generated orders (written in ${generatedSeconds} s); ` +
      `${YEAR.dateFrom}..${YEAR.dateTo}: ${report.current.orders} sold orders, gross ${report.current.gross}`,
  );
  for (const groupBy of ["day", "week", "month"]) {
    const income = await time(LEDGER_ROUNDS, async () => {
      await incomeReport(call, YEAR, groupBy);
    });
    console.log(
      `  income report, one year by ${groupBy}, ${LEDGER_ROUNDS} rounds (ms): p50 ${income.p50}  p95 ${income.p95}`,
    );
  }
  const statements = await time(5, async () => {
    await call("POST", "/statement/list", { pageNum: 1, pageSize: 12, year: 2025 });
  });
  console.log(`  statement list, the 12 months of 2025, 5 rounds (ms): p50 ${statements.p50}  p95 ${statements.p95}`);
  const month = "2025-03";
  const invariant = await checkStatementInvariant(call, month, "America/New_York");
  console.log(
    `  statement invariant ${month}: ${invariant.failures.length === 0 ? "holds" : `BROKEN: ${invariant.failures.join("; ")}`}` +
      ` (${invariant.orders} orders, ${invariant.refunds} refunds, ${invariant.entries} entries, balance ${invariant.balance})`,
  );
};
