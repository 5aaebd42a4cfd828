import { IconArrowLeft, IconShoppingCart } from "@tabler/icons-react";
import { graphql } from "@/gql";
import type { TransactionDetailQuery as TransactionDetailData } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { LinkButton } from "@/shared/LinkButton";
import { PageHeader } from "@/shared/PageHeader";
import { orderDetailPath } from "./order/order-links";
import { DetailById } from "./shared/DetailById";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { TransactionFacts } from "./transaction/TransactionFacts";

export const TransactionDetailQuery = graphql(`
  query TransactionDetail($id: ID!) {
    transaction(id: $id) {
      id
      transactionId
      orderId
      ...TransactionFacts_transaction
    }
  }
`);

const LIST_PATH = "/sales/transaction_list";

/** Transaction Detail (?id=): every gateway field of the payment (card masked), its refunds, chargeback and order. */
export default function TransactionDetailScreen() {
  return (
    <DetailById
      listPath={LIST_PATH}
      query={TransactionDetailQuery}
      render={(data) => <TransactionDetail transaction={data.transaction} />}
    />
  );
}

function TransactionDetail({ transaction }: { transaction: TransactionDetailData["transaction"] }) {
  const { t } = useI18n();
  const time = useTenantTime();
  return (
    <>
      <PageHeader
        title={t("transactions.detailTitle", { id: transaction.transactionId ?? transaction.id })}
        actions={
          <>
            <LinkButton to={LIST_PATH} icon={IconArrowLeft}>
              {t("transactions.backToList")}
            </LinkButton>
            <LinkButton to={orderDetailPath(transaction.orderId)} icon={IconShoppingCart}>
              {t("transactions.viewOrder")}
            </LinkButton>
          </>
        }
      />
      <TransactionFacts transaction={transaction} time={time} />
    </>
  );
}
