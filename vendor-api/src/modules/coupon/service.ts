import { and, count, desc, eq, ilike, inArray, lt, lte, gte, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { defineList, flaggedOnlyAbove, rowsBefore, rowsIn, type ListSettings, type Page } from "../../db/list-query";
import { Binder, type Bind } from "../../db/statement-shapes";
import { couponCodes, couponJobs, coupons, orders, trips } from "../../db/schema";
import { BusinessError, assertValid, notFound, ValidationError } from "../../protocol/errors";
import { Codes } from "../../protocol/codes";
import type { OperatorSession } from "../../protocol/route";
import {
  COUPON_CODE_TYPES,
  COUPON_JOB_STATES,
  COUPON_STATES,
  COUPON_STATUSES,
  couponFailures,
  couponStatus,
  dayIn,
  fail,
  type FieldFailures,
  ORDER_STATES,
  PAYMENT_TYPES,
} from "../../protocol/rules";
import { updateVersioned } from "../../protocol/versioning";
import { money, moneyOrNull } from "../../shared/money";
import { recordSave } from "../../audit-trail/record-save";
import { tenantTimeZone } from "../ledger/period";
import { rowsOf } from "../../db/raw";
import type {
  Coupon,
  CouponAddInput,
  CouponCode,
  CouponInput,
  CouponListInput,
  CouponUsage,
  Redemption,
} from "./schemas";

type CouponRow = typeof coupons.$inferSelect;
/** The tenant's calendar day `YYYY-MM-DD` a read is made on: what Expired is derived from (rules/coupon.ts). */
export type Today = string;

export const tenantToday = async (db: Db, tenantId: number, now: Date): Promise<Today> =>
  dayIn(await tenantTimeZone(db, tenantId), now);

const scope = (tenantId: number, id: number) => and(eq(coupons.tenantId, tenantId), eq(coupons.id, id));

/** A sold order (docs/money-contract.md section 1) whose coupon code is one of the coupon's codes. */
const SOLD = sql.raw(`(${ORDER_STATES.COMPLETED}, ${ORDER_STATES.UNSHIPPED})`);
const redeemedBy = sql`${couponCodes.tenantId} = ${orders.tenantId} and ${couponCodes.code} = upper(${orders.couponCode})`;
/** An order's discount: Σ its coupon-code payments. */
const orderDiscount = sql<string>`(select coalesce(sum(p.amount), 0) from payments p
  where p.order_id = ${orders.id} and p.payment_type = ${PAYMENT_TYPES.COUPON_CODE})`;

/** Used counts and discounts of a page of coupons: one aggregate over their redeemed orders. */
async function redemptionTotals(db: Db, tenantId: number, couponIds: number[]) {
  if (couponIds.length === 0) return new Map<number, { used: number; given: string }>();
  const rows = await db
    .select({
      couponId: couponCodes.couponId,
      used: sql<number>`count(*)::int`,
      given: sql<string>`coalesce(sum(${orderDiscount}), 0)::text`,
    })
    .from(orders)
    .innerJoin(couponCodes, sql`${redeemedBy}`)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        sql`${orders.couponCode} is not null`,
        sql`${orders.state} in ${SOLD}`,
        inArray(couponCodes.couponId, couponIds),
      ),
    )
    .groupBy(couponCodes.couponId);
  return new Map(rows.map((row) => [row.couponId, { used: row.used, given: row.given }]));
}

const couponColumns = { coupon: coupons, generated: couponJobs.generated };

async function toCoupons(
  db: Db,
  tenantId: number,
  rows: Array<{ coupon: CouponRow; generated: number | null }>,
  today: Today,
): Promise<Coupon[]> {
  const totals = await redemptionTotals(
    db,
    tenantId,
    rows.map((row) => row.coupon.id),
  );
  return rows.map(({ coupon, generated }) => ({
    id: coupon.id,
    code: coupon.code,
    codeType: coupon.codeType,
    discountType: coupon.discountType,
    amount: moneyOrNull(coupon.amount),
    discountRatio: moneyOrNull(coupon.discountRatio),
    percentageUpperLimit: moneyOrNull(coupon.percentageUpperLimit),
    priceBorderLine: money(coupon.priceBorderLine),
    count: coupon.count,
    startDate: coupon.startDate,
    endDate: coupon.endDate,
    userLimit: coupon.userLimit,
    subBusLine: coupon.subBusLine,
    userType: coupon.userType,
    checkType: coupon.checkType,
    productGoodLimit: coupon.productGoodLimit,
    productSkuAttrLimit: coupon.productSkuAttrLimit,
    emailSuffix: coupon.emailSuffix,
    emailSuffixLimit: coupon.emailSuffixLimit,
    fullPriceLimit: coupon.fullPriceLimit,
    note: coupon.note,
    state: coupon.state,
    status: couponStatus(coupon, today),
    generatedCount: coupon.codeType === COUPON_CODE_TYPES.UNIFORM ? 1 : (generated ?? 0),
    usedCount: totals.get(coupon.id)?.used ?? 0,
    discountGiven: money(totals.get(coupon.id)?.given ?? "0"),
    createTime: coupon.createdAt.toISOString(),
    creator: coupon.creator,
    version: coupon.version,
  }));
}

const selectCoupons = (db: Db) =>
  db.select(couponColumns).from(coupons).leftJoin(couponJobs, eq(couponJobs.couponId, coupons.id));

/** The list's `status` filter, the same derivation as `couponStatus` written in SQL (end dates compare as text). */
function statusWhere(status: number | undefined, today: Today, bind: Bind): SQL | undefined {
  // One placeholder name per status: the names bound are the list's shape (db/statement-shapes.ts), and each status
  // writes its own condition.
  if (status === COUPON_STATUSES.EXPIRED) return lt(coupons.endDate, bind("expiredBefore", today));
  if (status === COUPON_STATUSES.ENABLED)
    return and(gte(coupons.endDate, bind("enabledUntil", today)), eq(coupons.state, COUPON_STATES.ENABLED));
  if (status === COUPON_STATUSES.DISABLED)
    return and(gte(coupons.endDate, bind("disabledUntil", today)), ne(coupons.state, COUPON_STATES.ENABLED));
  return undefined;
}

/** A tenant's coupons, newest first, counted exactly (a tenant's campaigns). */
const couponList = defineList({
  name: "coupon-list",
  count: "exact",
  page: (db: Db, where: SQL | undefined, cut) =>
    selectCoupons(db).where(where).orderBy(desc(coupons.id)).limit(cut.limit).offset(cut.offset),
  matching: rowsIn(coupons),
});

export async function listCoupons(db: Db, tenantId: number, query: CouponListInput, today: Today) {
  const binder = new Binder();
  const { bind } = binder;
  const code = query.code?.trim();
  const filter = and(
    eq(coupons.tenantId, bind("tenantId", tenantId)),
    code ? ilike(coupons.code, bind("code", `%${code.replace(/[\\%_]/g, "\\$&")}%`)) : undefined,
    query.codeType === undefined ? undefined : eq(coupons.codeType, bind("codeType", query.codeType)),
    query.discountType === undefined ? undefined : eq(coupons.discountType, bind("discountType", query.discountType)),
    query.state === undefined ? undefined : eq(coupons.state, bind("state", query.state)),
    query.subBusLine === undefined ? undefined : eq(coupons.subBusLine, bind("subBusLine", query.subBusLine)),
    statusWhere(query.status, today, bind),
    query.activeOn
      ? and(
          lte(coupons.startDate, bind("activeOn", query.activeOn)),
          gte(coupons.endDate, bind("activeOn", query.activeOn)),
        )
      : undefined,
  );
  const { rows, total } = await couponList.read(db, { binder, filter, page: query });
  return { list: await toCoupons(db, tenantId, rows, today), total };
}

async function findRow(db: Db, tenantId: number, id: number): Promise<CouponRow> {
  const [row] = await db.select().from(coupons).where(scope(tenantId, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function findCoupon(db: Db, tenantId: number, id: number, today: Today): Promise<Coupon> {
  const rows = await selectCoupons(db).where(scope(tenantId, id)).limit(1);
  if (rows.length === 0) throw notFound();
  const [coupon] = await toCoupons(db, tenantId, rows, today);
  return coupon;
}

const blankAsNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The stored values of valid writable fields, with the contract's defaults. */
function valuesOf(input: CouponInput) {
  const moneyOff = (input.discountType ?? 1) === 1;
  const product = input.checkType === 2;
  return {
    codeType: input.codeType ?? COUPON_CODE_TYPES.UNIFORM,
    code: (input.code ?? "").trim().toUpperCase(),
    discountType: input.discountType ?? 1,
    amount: moneyOff ? blankAsNull(input.amount) : null,
    discountRatio: moneyOff ? null : blankAsNull(input.discountRatio),
    percentageUpperLimit: moneyOff ? null : blankAsNull(input.percentageUpperLimit),
    priceBorderLine: blankAsNull(input.priceBorderLine) ?? "0",
    count: Number(input.count),
    startDate: (input.startDate ?? "").trim(),
    endDate: (input.endDate ?? "").trim(),
    userLimit: input.userLimit ?? 1,
    subBusLine: input.subBusLine ?? 0,
    userType: input.userType ?? 0,
    checkType: input.checkType ?? 1,
    productGoodLimit: product ? [...new Set(input.productGoodLimit ?? [])] : [],
    productSkuAttrLimit: product ? (input.productSkuAttrLimit ?? []).map((name) => name.trim()).filter(Boolean) : [],
    emailSuffixLimit: input.emailSuffixLimit ?? 0,
    emailSuffix: blankAsNull(input.emailSuffix),
    fullPriceLimit: input.fullPriceLimit ?? 1,
    note: blankAsNull(input.note),
  };
}
type CouponValues = ReturnType<typeof valuesOf>;

/** The shared rules, then what needs the database: the trips' owner and the code's uniqueness in the tenant. */
async function validate(db: Db, tenantId: number, input: CouponInput, extra: FieldFailures, couponId?: number) {
  const failures = { ...couponFailures(input), ...extra };
  const values = valuesOf(input);
  if (!failures.productGoodLimit && values.productGoodLimit.length > 0) {
    const [{ owned }] = await db
      .select({ owned: count() })
      .from(trips)
      .where(and(eq(trips.tenantId, tenantId), inArray(trips.id, values.productGoodLimit)));
    if (owned !== values.productGoodLimit.length) failures.productGoodLimit = fail("coupon.unknownTrip");
  }
  if (!failures.code && values.codeType === COUPON_CODE_TYPES.UNIFORM) {
    const [clash] = await db
      .select({ id: couponCodes.id })
      .from(couponCodes)
      .where(
        and(
          eq(couponCodes.tenantId, tenantId),
          eq(couponCodes.code, values.code),
          couponId === undefined ? undefined : ne(couponCodes.couponId, couponId),
        ),
      )
      .limit(1);
    if (clash) failures.code = fail("coupon.codeExists");
  }
  assertValid(failures);
  return values;
}

/** The Postgres error under drizzle's wrapper, when it is a unique violation of `index`. */
function violates(error: unknown, index: string): boolean {
  for (let cause: unknown = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23505" && (constraint === index || (typeof message === "string" && message.includes(index))))
      return true;
  }
  return false;
}

/** A code saved at the same time by another request meets the unique index: it answers the field's message too. */
async function withCodeUniqueness<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violates(error, "coupon_codes_tenant_code_unique"))
      throw new ValidationError({ code: fail("coupon.codeExists") });
    throw error;
  }
}

/** What the audit trail compares: the stored writable fields and the state. */
const auditedRow = (row: CouponRow) => ({
  codeType: row.codeType,
  code: row.code,
  discountType: row.discountType,
  amount: moneyOrNull(row.amount),
  discountRatio: moneyOrNull(row.discountRatio),
  percentageUpperLimit: moneyOrNull(row.percentageUpperLimit),
  priceBorderLine: money(row.priceBorderLine),
  count: row.count,
  startDate: row.startDate,
  endDate: row.endDate,
  userLimit: row.userLimit,
  subBusLine: row.subBusLine,
  userType: row.userType,
  checkType: row.checkType,
  productGoodLimit: row.productGoodLimit.map(String),
  productSkuAttrLimit: row.productSkuAttrLimit,
  emailSuffixLimit: row.emailSuffixLimit,
  emailSuffix: row.emailSuffix,
  fullPriceLimit: row.fullPriceLimit,
  note: row.note,
  state: row.state,
});
const auditTarget = (row: CouponRow) => ({
  area: "coupon" as const,
  targetId: row.id,
  targetName: row.code || `#${row.id}`,
});

async function byRequestId(db: Db, tenantId: number, requestId: string, today: Today) {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenantId), eq(coupons.requestId, requestId)))
    .limit(1);
  return row ? findCoupon(db, tenantId, row.id, today) : null;
}

/**
 * A uniform coupon is written with its one code; a sequence coupon with its pending job, whose codes the worker
 * generates after the answer (`wake`). A repeated `requestId` answers the first call's coupon, also when both arrive
 * at once (the unique index decides).
 */
export async function addCoupon(
  db: Db,
  session: OperatorSession,
  input: CouponAddInput,
  wake: () => void,
  today: Today,
): Promise<Coupon> {
  const requestId = input.requestId?.trim() || null;
  if (requestId) {
    const first = await byRequestId(db, session.tenantId, requestId, today);
    if (first) return first;
  }
  const values = await validate(db, session.tenantId, input, {});
  let id: number;
  try {
    id = await withCodeUniqueness(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(coupons)
          .values({
            tenantId: session.tenantId,
            ...values,
            state: input.state ?? 1,
            requestId,
            creator: session.username,
          })
          .returning();
        if (values.codeType === COUPON_CODE_TYPES.UNIFORM)
          await tx.insert(couponCodes).values({ tenantId: session.tenantId, couponId: row.id, code: values.code });
        else
          await tx.insert(couponJobs).values({
            tenantId: session.tenantId,
            couponId: row.id,
            requested: values.count,
            creator: session.username,
          });
        await recordSave(tx, session, { ...auditTarget(row), before: null, after: auditedRow(row) });
        return row.id;
      }),
    );
  } catch (error) {
    if (requestId && violates(error, "coupons_tenant_request_unique")) {
      const first = await byRequestId(db, session.tenantId, requestId, today);
      if (first) return first;
    }
    throw error;
  }
  if (values.codeType !== COUPON_CODE_TYPES.UNIFORM) wake();
  return findCoupon(db, session.tenantId, id, today);
}

/** A sequence coupon keeps its code rule, prefix and quantity (its codes exist); a uniform one its code rule. */
function fixedFieldFailures(before: CouponRow, values: CouponValues): FieldFailures {
  const failures: FieldFailures = {};
  if (values.codeType !== before.codeType) failures.codeType = fail("coupon.sequenceFixed");
  if (before.codeType === COUPON_CODE_TYPES.SEQUENCE) {
    if (values.code !== before.code) failures.code = fail("coupon.sequenceFixed");
    if (values.count !== before.count) failures.count = fail("coupon.sequenceFixed");
  }
  return failures;
}

export async function editCoupon(
  db: Db,
  session: OperatorSession,
  input: CouponInput & { id: number; version: number },
  today: Today,
): Promise<Coupon> {
  const before = await findRow(db, session.tenantId, input.id);
  // An edit that leaves out the code rule keeps it; one that names another is refused.
  const fields = { ...input, codeType: input.codeType ?? (before.codeType as 1 | 2) };
  const fixed = fixedFieldFailures(before, valuesOf(fields));
  const values = await validate(db, session.tenantId, fields, fixed, before.id);
  await withCodeUniqueness(() =>
    db.transaction(async (tx) => {
      const row = await updateVersioned(tx, coupons, scope(session.tenantId, input.id), input.version, {
        ...values,
        updatedAt: new Date(),
      });
      if (row.codeType === COUPON_CODE_TYPES.UNIFORM && values.code !== before.code)
        await tx.update(couponCodes).set({ code: values.code }).where(eq(couponCodes.couponId, row.id));
      await recordSave(tx, session, { ...auditTarget(row), before: auditedRow(before), after: auditedRow(row) });
    }),
  );
  return findCoupon(db, session.tenantId, input.id, today);
}

/** Enables or disables a coupon; a sequence coupon is enabled only once its job is Successful (20409). */
export async function setCouponState(
  db: Db,
  session: OperatorSession,
  input: { id: number; version: number; state: 0 | 1 },
  today: Today,
): Promise<Coupon> {
  const before = await findRow(db, session.tenantId, input.id);
  if (input.state === 1 && before.codeType === COUPON_CODE_TYPES.SEQUENCE) {
    const [job] = await db.select().from(couponJobs).where(eq(couponJobs.couponId, before.id)).limit(1);
    if (job?.state !== COUPON_JOB_STATES.SUCCESSFUL)
      throw new BusinessError(Codes.illegalTransition, {
        key: "coupon.notGenerated",
        result: { jobState: job?.state ?? null, generated: job?.generated ?? 0 },
      });
  }
  await db.transaction(async (tx) => {
    const row = await updateVersioned(tx, coupons, scope(session.tenantId, input.id), input.version, {
      state: input.state,
      updatedAt: new Date(),
    });
    await recordSave(tx, session, {
      ...auditTarget(row),
      before: { state: before.state },
      after: { state: row.state },
    });
  });
  return findCoupon(db, session.tenantId, input.id, today);
}

/**
 * A coupon's codes in generation order, each with its sold orders: a unique-code coupon generates as many as asked
 * (docs/money-contract.md section 2), so they are counted up to the limit.
 */
const couponCodeList = defineList({
  name: "coupon-code-list",
  count: "capped",
  page: (db: Db, where: SQL | undefined, cut) =>
    db
      .select({
        id: couponCodes.id,
        code: couponCodes.code,
        // Written out qualified: drizzle renders a column of a one-table select unqualified, and inside this subquery
        // "tenant_id" would then name the order's own column (every tenant's orders of the code were counted).
        usedCount: sql<number>`(select count(*)::int from orders
          where orders.tenant_id = coupon_codes.tenant_id and upper(orders.coupon_code) = coupon_codes.code
            and orders.state in ${SOLD})`,
      })
      .from(couponCodes)
      .where(where)
      .orderBy(couponCodes.id)
      .limit(cut.limit)
      .offset(cut.offset),
  matching: rowsIn(couponCodes),
});

export async function listCouponCodes(
  db: Db,
  tenantId: number,
  query: Page & { couponId: number },
  settings?: ListSettings,
): Promise<{ list: CouponCode[]; total: number; totalIsLowerBound?: boolean }> {
  await findRow(db, tenantId, query.couponId);
  const binder = new Binder();
  const filter = eq(couponCodes.couponId, binder.bind("couponId", query.couponId));
  const { rows, ...total } = await couponCodeList.read(db, { binder, filter, page: query, settings });
  return { list: rows, ...flaggedOnlyAbove(total) };
}

/** A coupon's redemptions, newest first: sold orders, which grow without bound, so they are counted up to the limit. */
const redemptionList = defineList({
  name: "redemption-list",
  count: "capped",
  page: (db: Db, where: SQL | undefined, cut) =>
    db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        code: couponCodes.code,
        firstName: orders.contactFirstName,
        lastName: orders.contactLastName,
        createdAt: orders.createdAt,
        discount: sql<string>`${orderDiscount}::text`,
        payAmount: orders.payAmount,
      })
      .from(orders)
      .innerJoin(couponCodes, sql`${redeemedBy}`)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(cut.limit)
      .offset(cut.offset),
  matching: (db: Db, where: SQL | undefined) =>
    db
      .select({ one: sql`1` })
      .from(orders)
      .innerJoin(couponCodes, sql`${redeemedBy}`)
      .where(where)
      .$dynamic(),
});

export async function listRedemptions(
  db: Db,
  tenantId: number,
  query: Page & { couponId: number },
  settings?: ListSettings,
): Promise<{ list: Redemption[]; total: number; totalIsLowerBound?: boolean }> {
  await findRow(db, tenantId, query.couponId);
  const binder = new Binder();
  const { bind } = binder;
  const filter = and(
    eq(orders.tenantId, bind("tenantId", tenantId)),
    sql`${orders.couponCode} is not null`,
    sql`${orders.state} in ${SOLD}`,
    eq(couponCodes.couponId, bind("couponId", query.couponId)),
  );
  const { rows, ...total } = await redemptionList.read(db, { binder, filter, page: query, settings });
  return {
    list: rows.map((row) => ({
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      code: row.code,
      customerName: `${row.firstName} ${row.lastName}`.trim(),
      createTime: row.createdAt.toISOString(),
      discount: money(row.discount),
      payAmount: money(row.payAmount),
    })),
    ...flaggedOnlyAbove(total),
  };
}

export type CouponUsageQuery = Page & { couponId: number; used?: 0 | 1; code?: string };

interface UsageRow {
  code_id: number;
  code: string;
  order_id: number | null;
  order_number: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Date | string | null;
  discount: string | null;
  total_amount: string | null;
  pay_amount: string | null;
}

/**
 * Every code of the coupon with the sold orders that used it, written out in SQL: it reads `coupon_codes` left-joined
 * with `orders`, where drizzle's own rendering of columns would be ambiguous (see `listCouponCodes`).
 */
const usageSource = (tenantId: number, query: CouponUsageQuery): SQL => {
  const code = query.code?.trim();
  return sql`from coupon_codes
    left join orders on orders.tenant_id = coupon_codes.tenant_id and orders.coupon_code is not null
      and upper(orders.coupon_code) = coupon_codes.code and orders.state in ${SOLD}
    where coupon_codes.tenant_id = ${tenantId} and coupon_codes.coupon_id = ${query.couponId}
      ${code ? sql`and coupon_codes.code ilike ${`%${code.replace(/[\\%_]/g, "\\$&")}%`}` : sql``}
      ${query.used === 1 ? sql`and orders.id is not null` : sql``}
      ${query.used === 0 ? sql`and orders.id is null` : sql``}`;
};

const usageDiscount = sql.raw(`(select coalesce(sum(p.amount), 0) from payments p
  where p.order_id = orders.id and p.payment_type = ${PAYMENT_TYPES.COUPON_CODE})`);

/**
 * The usage report (docs/money-contract.md section 2): one row per use of a code (a sold order) and one per code
 * never used, in generation order, filtered by used/unused and code; its totals are the whole coupon's, whatever the
 * filter, and agree with the coupon's `usedCount` and `discountGiven`.
 */
export async function listCouponUsage(db: Db, tenantId: number, query: CouponUsageQuery) {
  const coupon = await findRow(db, tenantId, query.couponId);
  const source = usageSource(tenantId, query);
  const [{ total }] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${source}`);
  const rows = await rowsOf<UsageRow>(
    db,
    sql`select coupon_codes.id as code_id, coupon_codes.code, orders.id as order_id, orders.order_number,
        orders.contact_first_name as first_name, orders.contact_last_name as last_name, orders.created_at,
        case when orders.id is null then null else ${usageDiscount}::text end as discount,
        orders.total_amount::text as total_amount, orders.pay_amount::text as pay_amount
      ${source}
      order by coupon_codes.id, orders.created_at desc nulls last, orders.id desc
      limit ${query.pageSize} offset ${rowsBefore(query)}`,
  );
  const whole = usageSource(tenantId, { ...query, used: undefined, code: undefined });
  const [summary] = await rowsOf<{ issued: number; used: number; uses: number; given: string }>(
    db,
    sql`select count(distinct coupon_codes.id)::int as issued,
        count(distinct coupon_codes.id) filter (where orders.id is not null)::int as used,
        count(orders.id)::int as uses,
        coalesce(sum(case when orders.id is null then 0 else ${usageDiscount} end), 0)::text as given
      ${whole}`,
  );
  return {
    list: rows.map((row): CouponUsage => ({
      codeId: row.code_id,
      code: row.code,
      orderId: row.order_id,
      orderNumber: row.order_number,
      customerName: row.order_id === null ? null : `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim(),
      useTime: row.created_at === null ? null : new Date(row.created_at).toISOString(),
      discount: row.discount === null ? null : money(row.discount),
      orderAmount: row.total_amount === null ? null : money(row.total_amount),
      payAmount: row.pay_amount === null ? null : money(row.pay_amount),
    })),
    total,
    summary: {
      code: coupon.code,
      codeType: coupon.codeType,
      issued: summary.issued,
      used: summary.used,
      unused: summary.issued - summary.used,
      uses: summary.uses,
      discountGiven: money(summary.given),
    },
  };
}
