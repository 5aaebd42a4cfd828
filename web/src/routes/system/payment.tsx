import { useState } from "react";
import { Stack, Tabs } from "@mantine/core";
import { IconBrandPaypal, IconCreditCard } from "@tabler/icons-react";
import type { PaymentScreenQuery } from "@/gql/graphql";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCurrentRoute } from "@/routes/current-route";
import { RecordScreen } from "@/shared/form";
import { HistoryPanel } from "@/shared/history";
import { PageHeader } from "@/shared/PageHeader";
import { CardGatewayForm } from "./payment/CardGatewayForm";
import { PaypalForm } from "./payment/PaypalForm";
import { UnpaidHoldForm } from "./payment/UnpaidHoldForm";

const PaymentScreenQuery = graphql(`
  query PaymentScreen {
    creditCardConfig {
      ...CardGatewayForm_creditCardConfig
    }
    paypalConfig {
      ...PaypalForm_paypalConfig
    }
    unpaidHold {
      ...UnpaidHoldForm_unpaidHold
    }
  }
`);

/**
 * /system/payment: the card gateway and PayPal, each saved on its own (docs/system-contract.md section 5); secrets
 * are write-only. Saving either completes the guide's payment step. Below them, how long unpaid bookings hold their
 * seats, then the change history of all three.
 */
export default function PaymentScreen() {
  return <RecordScreen query={PaymentScreenQuery}>{(data) => <PaymentTabs data={data} />}</RecordScreen>;
}

function PaymentTabs({ data }: { data: PaymentScreenQuery }) {
  const { t } = useI18n();
  const [tab, setTab] = useState<string | null>("card");
  return (
    <>
      <PageHeader title={t(useCurrentRoute().title)} />
      <Stack gap="xl">
        <Tabs value={tab} onChange={setTab} keepMounted>
          <Tabs.List mb="lg">
            <Tabs.Tab value="card" leftSection={<IconCreditCard size={16} aria-hidden />}>
              {t("payment.cardTab")}
            </Tabs.Tab>
            <Tabs.Tab value="paypal" leftSection={<IconBrandPaypal size={16} aria-hidden />}>
              {t("payment.paypalTab")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="card">
            <CardGatewayForm data={data.creditCardConfig ?? null} />
          </Tabs.Panel>
          <Tabs.Panel value="paypal">
            <PaypalForm data={data.paypalConfig ?? null} />
          </Tabs.Panel>
        </Tabs>
        <UnpaidHoldForm data={data.unpaidHold} />
        <HistoryPanel area="PAYMENT" />
      </Stack>
    </>
  );
}
