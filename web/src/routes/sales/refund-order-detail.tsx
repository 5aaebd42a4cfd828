import { Stack } from "@mantine/core";
import { IconArrowLeft, IconShoppingCart } from "@tabler/icons-react";
import { graphql } from "@/gql";
import type { RefundOrderDetailQuery as RefundOrderDetailData } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { LinkButton } from "@/shared/LinkButton";
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
            <LinkButton to={LIST_PATH} icon={IconArrowLeft}>
              {t("refunds.backToList")}
            </LinkButton>
            <LinkButton to={orderDetailPath(refund.orderId)} icon={IconShoppingCart}>
              {t("refunds.viewOrder")}
            </LinkButton>
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
