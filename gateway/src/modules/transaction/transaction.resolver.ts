import { Args, Ctx, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { TransactionIdArgs, TransactionsArgs } from "./transaction.args";
import { toTransaction, toTransactionSummary, toUpstreamTransactionFilter } from "./transaction.mapper";
import { validateTransactionFilter } from "./transaction.rules";
import { Transaction, TransactionPage } from "./transaction.type";
import { findTransaction, listTransactions } from "./transaction.upstream";

/** A page of transactions, filter checked: what `transactions` answers and the export walks page by page. */
export async function readTransactions(
  context: GatewayContext,
  { filter }: Omit<TransactionsArgs, "page">,
  page: UpstreamPage,
): Promise<TransactionPage> {
  assertValid(validateTransactionFilter(filter));
  const transactions = await listTransactions(context.rest, { ...page, ...toUpstreamTransactionFilter(filter) });
  return toPage(transactions, page, toTransactionSummary);
}

@Resolver()
export class TransactionResolver {
  @Query(() => TransactionPage, {
    description:
      "The tenant's gateway transactions (card, PayPal, Apple Pay payments), newest first. A date range whose start " +
      "is not before its end: BAD_USER_INPUT on `dateTo`.",
  })
  @RequiresPermission({ page: "transaction_list" })
  async transactions(
    @Args(() => TransactionsArgs) { filter, page }: TransactionsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<TransactionPage> {
    return readTransactions(context, { filter }, toUpstreamPage(page));
  }

  @Query(() => Transaction, { description: "One transaction with every gateway field (card masked) and its order." })
  @RequiresPermission({ page: "transaction_detail" })
  async transaction(
    @Args(() => TransactionIdArgs) { id }: TransactionIdArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Transaction> {
    return toTransaction(await findTransaction(context.rest, { id: toUpstreamId(id) }));
  }
}
