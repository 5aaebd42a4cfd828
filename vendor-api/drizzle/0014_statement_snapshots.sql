-- A paid statement keeps its figures as paid (docs/money-contract.md section 3). Months paid before this migration
-- keep none: they show their figures as computed now, and nothing is carried from them.
ALTER TABLE "statement_payouts" ADD COLUMN "snapshot" jsonb;