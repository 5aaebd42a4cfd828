import { Anchor, Box, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { graphql, getFragmentData, type FragmentType } from "@/gql";
import type { StatementEntryKind, StatementLinesCard_StatementFragment as Statement } from "@/gql/graphql";
import { useI18n, type Translate } from "@/i18n/i18n";
import { formatMoney } from "@/routes/report/shared/report-figures";
import { SignedMoney, StatementLines_lines } from "./StatementParts";
import { monthLabel, percentOf, STATEMENT_LINES } from "./statement-values";

export const StatementLinesCard_statement = graphql(`
  fragment StatementLinesCard_statement on Statement {
    month
    balance
    orderCount
    refundCount
    chargebackCount
    state
    adjustments {
      month
      amount
    }
    lines {
      ...StatementLines_lines
    }
    rates {
      cardRate
      cardFixed
      commissionRate
      chargebackFee
      subscriptionFee
    }
  }
`);

/** What a line is made of: its count, or the platform's rate it was charged at. */
function lineDetail(kind: StatementEntryKind, statement: Statement, t: Translate): string {
  const { rates } = statement;
  switch (kind) {
    case "ORDER":
      return t("statements.orderCount", { count: statement.orderCount });
    case "REFUND":
      return t("statements.refundCount", { count: statement.refundCount });
    case "CHARGEBACK":
      return t("statements.chargebackCount", { count: statement.chargebackCount });
    case "CHARGEBACK_FEE":
      return t("statements.rate.CHARGEBACK_FEE", { fee: formatMoney(rates.chargebackFee) });
    case "PROCESSING_FEE":
      return t("statements.rate.PROCESSING_FEE", {
        rate: percentOf(rates.cardRate),
        fixed: formatMoney(rates.cardFixed),
      });
    case "COMMISSION":
      return t("statements.rate.COMMISSION", { rate: percentOf(rates.commissionRate) });
    case "SUBSCRIPTION_FEE":
      return t("statements.rate.SUBSCRIPTION_FEE", { fee: formatMoney(rates.subscriptionFee) });
  }
}

const rowStyle = {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: "var(--mantine-spacing-md)",
  padding: "10px 0",
  borderBottom: "1px solid var(--mantine-color-gray-2)",
} as const;

/**
 * The month's lines as a receipt (a definition list: the line and what it is made of, its signed amount at the
 * right), then the balance they add up to. It reads the same at any width; each line's name shows its entries.
 */
export function StatementLinesCard({
  statement: data,
  onShowEntries,
}: {
  statement: FragmentType<typeof StatementLinesCard_statement>;
  onShowEntries(kind: StatementEntryKind): void;
}) {
  const { t, language } = useI18n();
  const statement = getFragmentData(StatementLinesCard_statement, data);
  const lines = getFragmentData(StatementLines_lines, statement.lines);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="statement-lines">
      <Title order={2} fz="md" fw={600} id="statement-lines" mb="xs">
        {t("statements.lines")}
      </Title>
      <Box component="dl" m={0}>
        {STATEMENT_LINES.map(({ kind, field }) => (
          <Box key={kind} style={rowStyle}>
            <Stack component="dt" gap={2} style={{ minWidth: 0 }}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={500}
                ta="left"
                onClick={() => onShowEntries(kind)}
                aria-label={t("statements.showEntries", { line: t(`statements.line.${kind}`) })}
              >
                {t(`statements.line.${kind}`)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {lineDetail(kind, statement, t)}
              </Text>
            </Stack>
            <Text component="dd" m={0} ta="right" data-line={kind}>
              <SignedMoney value={lines[field]} />
            </Text>
          </Box>
        ))}
        {statement.adjustments.map((adjustment) => (
          <Box key={adjustment.month} style={rowStyle}>
            <Stack component="dt" gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {t("statements.adjustment", { month: monthLabel(adjustment.month, language) })}
              </Text>
              <Text size="xs" c="dimmed">
                {t("statements.adjustmentDetail")}
              </Text>
            </Stack>
            <Text component="dd" m={0} ta="right" data-line={`ADJUSTMENT ${adjustment.month}`}>
              <SignedMoney value={adjustment.amount} />
            </Text>
          </Box>
        ))}
        <Group component="div" justify="space-between" align="baseline" pt="sm" wrap="nowrap">
          <Text component="dt" fw={700}>
            {t("statements.balance")}
          </Text>
          <Text component="dd" m={0} data-line="BALANCE">
            <SignedMoney value={statement.balance} strong fz="md" />
          </Text>
        </Group>
      </Box>
      <Text size="xs" c="dimmed" mt="md">
        {t("statements.ratesNote")} {statement.state === "PAID" && t("statements.paidFigures")}
      </Text>
    </Paper>
  );
}
