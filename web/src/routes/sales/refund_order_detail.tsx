import { Button, Stack } from "@mantine/core";
import { IconArrowLeft, IconShoppingCart } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { RefundOrderDetailQuery as RefundOrderDetailData } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { PageHeader } from "@/shared/PageHeader";
import { orderDetailPath } from "./order/order-links";
import { RefundActions } from "./refund/RefundActions";
import { RefundLogs } from "./refund/RefundLogs";
import { RefundPayment } from "./refund/RefundPayment";
import { RefundSummary } from "./refund/RefundSummary";
import { RefundTickets } from "./refund/RefundTickets";
import { refundHasLogs } from "./refund/refund-state";
import { DetailById } from "./shared/DetailById";
import { useTenantTime } from "@/shared/time/use-tenant-time";

export const RefundOrderDetailQuery = graphql(`
  query RefundOrderDetail($id: ID!) {
    refundOrder(id: $id) {
      id
      refundNumber
      orderId
      payType
      ...RefundSummary_refund
      ...RefundTickets_refund
      ...RefundPayment_refund
      ...RefundLogs_refund
      ...RefundActions_refund
    }
  }
`);

const LIST_PATH = "/sales/refund_order_list";

/** Refund Order Detail (?id=): applicant, fees, payment, tickets and logs, with the actions its state allows. */
export default function RefundOrderDetailScreen() {
  return (
    <DetailById
      listPath={LIST_PATH}
      query={RefundOrderDetailQuery}
      render={(data, reload) => <RefundOrderDetail refund={data.refundOrder} onChanged={reload} />}
    />
  );
}

function RefundOrderDetail({ refund, onChanged }: { refund: RefundOrderDetailData["refundOrder"]; onChanged(): void }) {
  const { t } = useI18n();
  const time = useTenantTime();
  return (
    <>
      <PageHeader
        title={t("refunds.detailTitle", { number: refund.refundNumber })}
        actions={
          <>
            <Button
              component={Link}
              to={LIST_PATH}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t("refunds.backToList")}
            </Button>
            <Button
              component={Link}
              to={orderDetailPath(refund.orderId)}
              variant="default"
              leftSection={<IconShoppingCart size={16} aria-hidden />}
            >
              {t("refunds.viewOrder")}
            </Button>
            <RefundActions refund={refund} onChanged={onChanged} />
          </>
        }
      />
      <Stack gap="md">
        <RefundSummary refund={refund} time={time} />
        <RefundPayment refund={refund} />
        <RefundTickets refund={refund} />
        {refundHasLogs(refund.payType) ? <RefundLogs refund={refund} time={time} /> : null}
      </Stack>
    </>
  );
}
