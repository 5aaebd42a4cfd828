import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId } from "../shared/record-keys";
import {
  upstreamTransactionListItemSchema,
  upstreamTransactionSchema,
  type toUpstreamTransactionFilter,
} from "./transaction.mapper";

export const listTransactions = upstream<UpstreamPage & ReturnType<typeof toUpstreamTransactionFilter>>().post(
  "/transaction/list",
  upstreamListSchema(upstreamTransactionListItemSchema),
);
export const findTransaction = upstream<RecordId>().get("/transaction/find", upstreamTransactionSchema);
