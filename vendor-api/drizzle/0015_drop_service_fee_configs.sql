-- The Booking Fee page shows the tenant's statement rates (docs/money-contract.md section 3): the table of other figures
-- it showed before goes.
DROP TABLE "service_fee_configs" CASCADE;