import { IconCreditCard } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { PagedList, usePagedListQuery } from "@/shared/list";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { exportUrlOf } from "@/shared/export";
import { transactionColumns, TransactionRow_transaction } from "./transaction/transaction-columns";
import { TRANSACTION_FILTER_KEYS, TRANSACTIONS_CSV_PATH, toTransactionFilter } from "./transaction/transaction-filters";
import { TransactionSearch } from "./transaction/TransactionSearch";

const TransactionListQuery = graphql(`
  query TransactionList($filter: TransactionFilter, $page: PageInput) {
    transactions(filter: $filter, page: $page) {
      items {
        ...TransactionRow_transaction
      }
      total
      totalIsLowerBound
    }
  }
`);

/** Transaction List: search by card, PayPal account, transaction ID, auth code and date range, kept in the URL. */
export default function TransactionListScreen() {
  const { t } = useI18n();
  const time = useTenantTime();
  const can = useCan();
  const list = usePagedListQuery({
    query: TransactionListQuery,
    row: TransactionRow_transaction,
    filterKeys: TRANSACTION_FILTER_KEYS,
    variables: (filters, page) => ({ filter: toTransactionFilter(filters, time.timeZone), page }),
    page: (data) => data.transactions,
  });
  const filter = toTransactionFilter(list.filters, time.timeZone);

  return (
    <PagedList
      list={list}
      columns={transactionColumns(t, time.format)}
      exportUrl={can("/transaction/export") ? exportUrlOf(TRANSACTIONS_CSV_PATH, filter) : undefined}
      toolbar={(columnChooser) => (
        <TransactionSearch list={list} serverErrors={list.searchErrors} extra={columnChooser} />
      )}
      // An empty state centres in the visible width instead of a wide table's middle.
      minWidth={list.rows?.length === 0 ? undefined : 1500}
      empty={{
        icon: <IconCreditCard size={28} aria-hidden />,
        title: t("transactions.emptyTitle"),
        description: t("transactions.emptyText"),
        problem: { title: t("transactions.fixSearchTitle"), description: t("transactions.fixSearchText") },
      }}
    />
  );
}
