/** Upstream statements (docs/money-contract.md section 3) to GraphQL. */
import { z } from "zod";
import { upstreamDecimal, upstreamIdOrNull, upstreamText } from "../shared/wire-fields";
import { StatementEntryKindEnum, StatementStateEnum } from "./statement.enums";
import type { StatementFilter } from "./statement.input";
import type { StatementEntry, StatementRates, StatementSummary } from "./statement.type";

const int = z.number().int();
const decimal = upstreamDecimal;

export const upstreamStatementSchema = z.object({
  month: z.string(),
  state: int,
  open: z.boolean(),
  paidAt: upstreamText,
  lines: z.object({
    order: decimal,
    refund: decimal,
    chargeback: decimal,
    chargebackFee: decimal,
    processingFee: decimal,
    commission: decimal,
    subscriptionFee: decimal,
  }),
  // A protocol addition (docs/money-contract.md section 3): a vendor API that keeps no paid figures sends none.
  adjustments: z.array(z.object({ month: z.string(), amount: decimal })).default([]),
  balance: decimal,
  orderCount: int,
  refundCount: int,
  chargebackCount: int,
});

export const upstreamStatementDetailSchema = upstreamStatementSchema.extend({
  rates: z.object({
    cardRate: decimal,
    cardFixed: decimal,
    commissionRate: decimal,
    chargebackFee: decimal,
    subscriptionFee: decimal,
  }),
});

export function toStatement(statement: z.infer<typeof upstreamStatementSchema>): StatementSummary {
  return { ...statement, state: StatementStateEnum.fromCode(statement.state) };
}

export function toStatementDetail(
  statement: z.infer<typeof upstreamStatementDetailSchema>,
): StatementSummary & { rates: StatementRates } {
  return { ...toStatement(statement), rates: statement.rates };
}

export const upstreamStatementEntrySchema = z.object({
  kind: z.string(),
  time: z.string(),
  amount: decimal,
  orderId: upstreamIdOrNull,
  orderNumber: upstreamText,
  refundId: upstreamIdOrNull,
  refundNumber: upstreamText,
  paymentId: upstreamIdOrNull,
});

export function toStatementEntry(entry: z.infer<typeof upstreamStatementEntrySchema>): StatementEntry {
  return { ...entry, kind: StatementEntryKindEnum.fromCode(entry.kind) };
}

export const toUpstreamStatementFilter = (filter: StatementFilter | null | undefined) => ({
  state: filter?.state ? StatementStateEnum.toCode(filter.state) : undefined,
  year: filter?.year ?? undefined,
});
