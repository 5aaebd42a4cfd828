import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { getFragmentData, graphql } from "@/gql";
import type { StatementRow_StatementFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import type { DataColumn } from "@/shared/list";
import { NoValue } from "@/shared/list";
import { SignedMoney, StatementLines_lines, StatementStateBadge } from "./StatementParts";
import { monthLabel, paidDateOf, STATEMENT_LINES, statementDetailPath } from "./statement-values";

export const StatementRow_statement = graphql(`
  fragment StatementRow_statement on StatementSummary {
    # A month is the statement's identity; the shared list keys its rows by id.
    id: month
    month
    state
    open
    paidAt
    balance
    lines {
      ...StatementLines_lines
    }
  }
`);

export type StatementRow = StatementRow_StatementFragment;

/** The statement list's columns: month (opens the detail), status, balance and paid date first, then every line. */
export function statementColumns(t: Translate, language: "en" | "zh", timeZone: string): DataColumn<StatementRow>[] {
  return [
    {
      key: "month",
      label: t("statements.month"),
      fixed: true,
      cell: (statement) => (
        <Anchor
          component={Link}
          to={statementDetailPath(statement.month)}
          size="sm"
          fw={600}
          style={{ whiteSpace: "nowrap" }}
        >
          {monthLabel(statement.month, language)}
        </Anchor>
      ),
    },
    {
      key: "state",
      label: t("statements.status"),
      cell: (statement) => <StatementStateBadge state={statement.state} open={statement.open} />,
    },
    {
      key: "balance",
      label: t("statements.balance"),
      align: "right",
      fixed: true,
      cell: (statement) => <SignedMoney value={statement.balance} strong />,
    },
    {
      key: "paidAt",
      label: t("statements.paidDate"),
      cell: (statement) =>
        statement.paidAt ? (
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            {paidDateOf(statement.paidAt, timeZone)}
          </Text>
        ) : (
          <NoValue />
        ),
    },
    ...STATEMENT_LINES.map(({ kind, field }): DataColumn<StatementRow> => ({
      key: field,
      label: t(`statements.line.${kind}`),
      align: "right",
      cell: (statement) => <SignedMoney value={getFragmentData(StatementLines_lines, statement.lines)[field]} />,
    })),
  ];
}
