import { Text } from "@mantine/core";
import { graphql } from "@/gql";
import type { StatementState } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { StateBadge } from "@/routes/sales/shared/StateBadge";
import { signedMoney } from "./statement-values";

/** A statement's lines, as the list's row and the detail's receipt read them (`STATEMENT_LINES` names them). */
export const StatementLines_lines = graphql(`
  fragment StatementLines_lines on StatementLines {
    order
    refund
    chargeback
    chargebackFee
    processingFee
    commission
    subscriptionFee
  }
`);

/** Paid, unpaid, or the current month still accruing (which is unpaid too, but says so). */
export function StatementStateBadge({ state, open }: { state: StatementState; open: boolean }) {
  const { t } = useI18n();
  if (open) return <StateBadge color="blue">{t("statements.state.OPEN")}</StateBadge>;
  return <StateBadge color={state === "PAID" ? "green" : "yellow"}>{t(`statements.state.${state}`)}</StateBadge>;
}

/**
 * A signed amount in tabular figures: "+" for income, a true minus sign and a dark red (readable on a hovered row) for what is taken off, a
 * dimmed nothing.
 */
export function SignedMoney({
  value,
  strong = false,
  fz = "sm",
}: {
  value: string;
  strong?: boolean;
  fz?: string | number;
}) {
  const text = signedMoney(value);
  return (
    <Text
      span
      fz={fz}
      fw={strong ? 700 : undefined}
      c={text.startsWith("\u2212") ? "red.9" : text === "0.00" ? "dimmed" : undefined}
      style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
    >
      {text}
    </Text>
  );
}
