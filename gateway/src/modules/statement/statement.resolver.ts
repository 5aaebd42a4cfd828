import { Args, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import { monthFailures } from "#rules";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { StatementEntriesArgs, StatementMonthArgs, StatementsArgs } from "./statement.args";
import { StatementEntryKindEnum, type StatementEntryKind } from "./statement.enums";
import { toStatement, toStatementDetail, toUpstreamStatementFilter } from "./statement.mapper";
import { fetchStatementEntries } from "./statement.loaders";
import { statementFilterFailures } from "./statement.rules";
import { Statement, StatementEntryPage, StatementPage } from "./statement.type";
import { findStatement, listStatements } from "./statement.upstream";

/** A page of statements, filter checked: `statements` and the statements export. */
export async function readStatements(
  context: GatewayContext,
  { filter }: Omit<StatementsArgs, "page">,
  page: UpstreamPage,
): Promise<StatementPage> {
  assertValid(statementFilterFailures(filter));
  const statements = await listStatements(context.rest, { ...page, ...toUpstreamStatementFilter(filter) });
  return toPage(statements, page, toStatement);
}

const entriesKey = (month: string, kind: StatementEntryKind | null | undefined, page: UpstreamPage) => {
  assertValid(monthFailures(month));
  return { month: month.trim(), kind: kind ? StatementEntryKindEnum.toCode(kind) : undefined, ...page };
};

/** A page of one month's entries for the statement entries export (uncached: one page held at a time). */
export function readStatementEntries(
  context: GatewayContext,
  { month, kind }: StatementMonthArgs & { kind: StatementEntryKind | null },
  page: UpstreamPage,
): Promise<StatementEntryPage> {
  return fetchStatementEntries(context.rest, entriesKey(month, kind, page));
}

@Resolver(() => Statement)
export class StatementResolver {
  @Query(() => StatementPage, {
    description: "The tenant's monthly statements, newest month first, from its first sold order to this month.",
  })
  @RequiresPermission({ page: "statement" })
  async statements(@Args(() => StatementsArgs) { filter, page }: StatementsArgs, @Ctx() context: GatewayContext) {
    return readStatements(context, { filter }, toUpstreamPage(page));
  }

  @Query(() => Statement, { description: "One month's statement with its rates; its entries are a paged field." })
  @RequiresPermission({ page: "statement_detail" })
  async statement(@Args(() => StatementMonthArgs) { month }: StatementMonthArgs, @Ctx() context: GatewayContext) {
    assertValid(monthFailures(month));
    return toStatementDetail(await findStatement(context.rest, { month: month.trim() }));
  }

  @FieldResolver(() => StatementEntryPage, {
    description: "The amounts its lines add up, by time then id; `kind` narrows them to one line.",
  })
  async entries(
    @Root() statement: Statement,
    @Args(() => StatementEntriesArgs) { kind, page }: StatementEntriesArgs,
    @Ctx() context: GatewayContext,
  ): Promise<StatementEntryPage> {
    return context.loaders.statementEntries.load(entriesKey(statement.month, kind, toUpstreamPage(page)));
  }
}
