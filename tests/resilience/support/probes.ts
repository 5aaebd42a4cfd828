/** What a browser or an integrator sends to the gateway, and how each answer is told apart. */

export interface Outcome {
  status: number;
  /** `errors[0].extensions.code` of a GraphQL answer, `error.code` of a REST one; `data` for a GraphQL success. */
  code: string | null;
  /** `extensions.fault` of a GraphQL UPSTREAM_UNAVAILABLE: which transport fault the gateway saw. */
  fault?: string;
  /** The body could not be read to its end: the gateway cut the response after its head. */
  cut?: boolean;
}

export interface Probe {
  name: string;
  request(url: string, token: string): Promise<Response>;
  kind: "graphql" | "rest";
}

const graphql = (name: string, query: string): Probe => ({
  name,
  kind: "graphql",
  request: (url, token) =>
    fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
      signal: AbortSignal.timeout(20_000),
    }),
});

const rest = (path: string): Probe => ({
  name: `GET ${path}`,
  kind: "rest",
  request: (url, token) =>
    fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(20_000) }),
});

/** One field or route of each module; every one of them reaches the vendor API for its data. */
export const dataProbes: Probe[] = [
  graphql("me", "{ me { initState { initialized } tenant { name } } }"),
  graphql("orders", "{ orders { total items { id } } }"),
  graphql("order", '{ order(id: "1") { id } }'),
  graphql("refundOrders", "{ refundOrders { total } }"),
  graphql("transactions", "{ transactions { total } }"),
  graphql("trips", "{ trips { total items { id } } }"),
  graphql("trip", '{ trip(id: "1") { id } }'),
  graphql("tags", "{ tags { total } }"),
  graphql("reservations", '{ reservations(tripId: "1") { total } }'),
  graphql("reservationStatistics", '{ reservationStatistics(tripId: "1") { tripId } }'),
  graphql("cities", '{ cities(keyword: "par") { name } }'),
  graphql("companyInfo", "{ companyInfo { version } }"),
  graphql("taxInfo", "{ taxInfo { tin { lastFour } } }"),
  graphql("bankInfo", "{ bankInfo { accountNumber { lastFour } } }"),
  graphql("payoutAccount", "{ payoutAccount { id } }"),
  graphql("vendorPage", "{ vendorPage { bgImages { url } } }"),
  graphql("users", "{ users { total items { id } } }"),
  graphql("roles", "{ roles { total items { id } } }"),
  graphql("permissionCatalogue", "{ permissionCatalogue { url } }"),
  graphql("emailReceivers", "{ emailReceivers { total } }"),
  graphql("creditCardConfig", "{ creditCardConfig { transactionKey { lastFour } } }"),
  graphql("paypalConfig", "{ paypalConfig { clientSecret { lastFour } } }"),
  graphql("bookingFee", "{ bookingFee { amount } }"),
  graphql("serviceFee", "{ serviceFee { rate } }"),
  graphql("auditTrail", "{ auditTrail { total } }"),
  graphql("coupons", "{ coupons { total items { id } } }"),
  graphql("coupon", '{ coupon(id: "1") { id codes { total } redemptions { total } } }'),
  graphql("couponJobs", "{ couponJobs { total } }"),
  graphql("statements", "{ statements { total items { month } } }"),
  graphql("statement", '{ statement(month: "2025-07") { month entries { total } } }'),
  graphql(
    "incomeReport",
    '{ incomeReport(input: { dateFrom: "2025-07-01", dateTo: "2025-07-31" }) { current { gross } } }',
  ),
  graphql("tripReport", '{ tripReport(input: { dateFrom: "2025-07-01", dateTo: "2025-07-31" }) { total } }'),
  graphql(
    "tripDetailReport",
    '{ tripDetailReport(tripId: "1", input: { dateFrom: "2025-07-01", dateTo: "2025-07-31" }) { rows { date } } }',
  ),
  rest("/files/1"),
  rest("/exports/orders.csv"),
  rest("/exports/refund-orders.xlsx"),
  rest("/exports/transactions.csv"),
  rest("/exports/reservations.csv?tripId=1"),
  rest("/exports/trips.xlsx"),
  rest("/exports/coupons.csv"),
  rest("/exports/coupon-codes.xlsx?id=1"),
  rest("/exports/statements.csv"),
  rest("/exports/statement-entries.csv?month=2025-07"),
  rest("/exports/income-report.csv?dateFrom=2025-07-01&dateTo=2025-07-31"),
  rest("/exports/trip-report.xlsx?dateFrom=2025-07-01&dateTo=2025-07-31"),
  rest("/exports/trip-detail-report.csv?tripId=1&dateFrom=2025-07-01&dateTo=2025-07-31"),
];

export async function outcomeOf(probe: Probe, response: Response): Promise<Outcome> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { status: response.status, code: null, cut: true };
  }
  let body: {
    data?: unknown;
    errors?: { extensions?: { code?: string; fault?: string } }[];
    error?: { code?: string };
  } | null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (probe.kind === "graphql") {
    const extensions = body?.errors?.[0]?.extensions;
    const outcome: Outcome = { status: response.status, code: extensions?.code ?? (body?.data ? "data" : null) };
    return extensions?.fault ? { ...outcome, fault: extensions.fault } : outcome;
  }
  return { status: response.status, code: body?.error?.code ?? null };
}

export async function probe(probe: Probe, url: string, token: string): Promise<Outcome> {
  try {
    return await outcomeOf(probe, await probe.request(url, token));
  } catch (error) {
    return { status: 0, code: `no answer: ${(error as Error).cause ?? (error as Error).message}` };
  }
}
