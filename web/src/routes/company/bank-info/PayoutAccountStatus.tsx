import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconBuildingBank } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";

const PayoutAccountQuery = graphql(`
  query PayoutAccount {
    payoutAccount {
      id
      detailsSubmitted
      payoutsEnabled
    }
  }
`);

/**
 * The payout account a bank info save creates or updates (docs/company-contract.md section 2): whether its details
 * are in and payouts are on. Its screen mounts it again after each save (keyed by the record's version).
 */
export function PayoutAccountStatus() {
  const { t } = useI18n();
  const { data, loading } = useQuery(PayoutAccountQuery, { fetchPolicy: "network-only" });
  const account = data?.payoutAccount;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="payout-account-title">
      <Group gap="xs" mb="sm" wrap="nowrap">
        <IconBuildingBank size={20} aria-hidden />
        <Title order={2} fz="lg" id="payout-account-title">
          {t("bank.payoutTitle")}
        </Title>
      </Group>
      {loading && !data ? (
        <Skeleton h={20} w="60%" />
      ) : account ? (
        <Stack gap="xs">
          <Group gap="xs">
            <Badge color={account.detailsSubmitted ? "green" : "orange"} variant="light">
              {t(account.detailsSubmitted ? "bank.detailsSubmitted" : "bank.detailsMissing")}
            </Badge>
            <Badge color={account.payoutsEnabled ? "green" : "orange"} variant="light">
              {t(account.payoutsEnabled ? "bank.payoutsEnabled" : "bank.payoutsDisabled")}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t("bank.payoutAccountId", { id: account.id })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t("bank.payoutNone")}
        </Text>
      )}
    </Paper>
  );
}
