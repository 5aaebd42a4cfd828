import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { graphql, getFragmentData, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { SignedMoney, StatementStateBadge } from "./StatementParts";
import { paidDateOf } from "./statement-values";

export const StatementSummaryCard_statement = graphql(`
  fragment StatementSummaryCard_statement on Statement {
    month
    state
    open
    paidAt
    balance
  }
`);

/** The balance the vendor is paid, the statement's state, and when the money reaches the bank account. */
export function StatementSummaryCard({
  statement: data,
  timeZone,
}: {
  statement: FragmentType<typeof StatementSummaryCard_statement>;
  timeZone: string;
}) {
  const { t } = useI18n();
  const statement = getFragmentData(StatementSummaryCard_statement, data);
  const note = statement.open
    ? t("statements.openNote")
    : t(statement.paidAt ? "statements.paidNote" : "statements.unpaidNote");
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="statement-summary">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} fz="md" fw={600} id="statement-summary">
          {t("statements.summary")}
        </Title>
        <StatementStateBadge state={statement.state} open={statement.open} />
      </Group>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" id="statement-balance">
          {t("statements.balance")}
        </Text>
        <Text lh={1.2} aria-labelledby="statement-balance" data-testid="statement-balance">
          <SignedMoney value={statement.balance} strong fz={28} />
        </Text>
      </Stack>
      {statement.paidAt ? (
        <Group gap="xs" mt="md">
          <Text size="sm" c="dimmed">
            {t("statements.paidDate")}
          </Text>
          <Text size="sm" fw={500}>
            {paidDateOf(statement.paidAt, timeZone)}
          </Text>
        </Group>
      ) : null}
      <Text size="sm" c="dimmed" mt="sm">
        {note}
      </Text>
    </Paper>
  );
}
