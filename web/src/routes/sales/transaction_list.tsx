import { Anchor, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconCreditCard } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { TransactionListQuery as TransactionListData } from "@/gql/graphql";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { useCurrentRoute } from "@/routes/current-route";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { LoadError } from "@/shared/LoadError";
import { PageHeader } from "@/shared/PageHeader";
import {
  ColumnChooser,
  type DataColumn,
  DataTable,
  DEFAULT_PAGE_SIZE,
  ListEmpty,
  ListPagination,
  useColumnVisibility,
  useListParams,
} from "@/shared/list";
import { ExportButton } from "@/shared/export";
import { exportUrlOf } from "./shared/export-url";
import { Money } from "./shared/Money";
import { ChargebackBadge, PayStatusBadge } from "./shared/StateBadge";
import { orderDetailPath } from "./order/order-links";
import { TransactionSearch } from "./transaction/TransactionSearch";
import { TRANSACTION_FILTER_KEYS, TRANSACTIONS_CSV_PATH, toTransactionFilter } from "./transaction/transaction-filters";
import { transactionDetailPath } from "./transaction/transaction-links";

export const TransactionListQuery = graphql(`
  query TransactionList($filter: TransactionFilter, $page: PageInput) {
    transactions(filter: $filter, page: $page) {
      items {
        id
        createTime
        transactionId
        authCode
        orderId
        orderNumber
        cardNum
        paypalAccount
        customerName
        amount
        errorCode
        errorMsg
        channelName
        payStatus
        chargeBackStatus
        chargeBackAmount
      }
      total
      page
      pageSize
    }
  }
`);

type TransactionRow = TransactionListData["transactions"]["items"][number];

const nowrap = { whiteSpace: "nowrap" } as const;
const plain = (value: string | null | undefined) => (
  <Text size="sm" style={nowrap} c={value ? undefined : "dimmed"}>
    {value || "–"}
  </Text>
);

/** Transaction List: search by card, PayPal account, transaction ID, auth code and date range, kept in the URL. */
export default function TransactionListScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  const time = useTenantTime();
  const can = useCan();
  const list = useListParams(TRANSACTION_FILTER_KEYS);
  const filter = toTransactionFilter(list.filters, time.timeZone);
  const { data, previousData, error, refetch, loading } = useQuery(TransactionListQuery, {
    variables: { filter, page: { number: list.page, size: DEFAULT_PAGE_SIZE } },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  // A search the server refused (e.g. a hand-edited URL): its messages go under the fields, not into a toast.
  const serverErrors = fieldErrorsOf(error);
  const shown = serverErrors ? undefined : (data ?? previousData);
  const rows = serverErrors ? [] : shown?.transactions.items;

  const columns: DataColumn<TransactionRow>[] = [
    {
      key: "createTime",
      label: t("transactions.createTime"),
      cell: (row) => plain(time.format(row.createTime)),
    },
    {
      key: "transactionId",
      label: t("transactions.transactionId"),
      fixed: true,
      cell: (row) => (
        <Anchor component={Link} to={transactionDetailPath(row.id)} size="sm" fw={600} style={nowrap}>
          {row.transactionId || t("transactions.noTransactionId")}
        </Anchor>
      ),
    },
    { key: "authCode", label: t("transactions.authCode"), cell: (row) => plain(row.authCode) },
    {
      key: "orderNumber",
      label: t("transactions.orderId"),
      cell: (row) => (
        <Anchor component={Link} to={orderDetailPath(row.orderId)} size="sm" style={nowrap}>
          {row.orderNumber}
        </Anchor>
      ),
    },
    { key: "cardNum", label: t("transactions.cardNumber"), cell: (row) => plain(row.cardNum) },
    { key: "paypalAccount", label: t("transactions.paypalAccount"), cell: (row) => plain(row.paypalAccount) },
    { key: "customerName", label: t("transactions.customerName"), cell: (row) => plain(row.customerName) },
    { key: "amount", label: t("transactions.amount"), align: "right", cell: (row) => <Money value={row.amount} /> },
    { key: "errorCode", label: t("transactions.errorCode"), cell: (row) => plain(row.errorCode) },
    {
      key: "errorMsg",
      label: t("transactions.errorMessage"),
      minWidth: 180,
      cell: (row) => (
        <Text size="sm" c={row.errorMsg ? undefined : "dimmed"}>
          {row.errorMsg || "–"}
        </Text>
      ),
    },
    { key: "channel", label: t("transactions.channel"), cell: (row) => plain(row.channelName) },
    { key: "payStatus", label: t("transactions.payStatus"), cell: (row) => <PayStatusBadge status={row.payStatus} /> },
    {
      key: "chargeback",
      label: t("transactions.chargeback"),
      cell: (row) =>
        row.chargeBackStatus === "NONE" ? (
          plain(null)
        ) : (
          <Text span size="sm" style={nowrap}>
            <ChargebackBadge status={row.chargeBackStatus} /> <Money value={row.chargeBackAmount} />
          </Text>
        ),
    },
  ];
  const visibility = useColumnVisibility("transaction_list", columns);
  const filtered = TRANSACTION_FILTER_KEYS.some((key) => list.filters[key] !== "");

  return (
    <>
      <PageHeader
        title={title}
        actions={
          can("/transaction/export") ? (
            <ExportButton url={exportUrlOf(TRANSACTIONS_CSV_PATH, filter)} disabled={serverErrors !== undefined} />
          ) : undefined
        }
      />
      <TransactionSearch
        filters={list.filters}
        serverErrors={serverErrors}
        onSearch={list.setFilters}
        onReset={list.reset}
        extra={<ColumnChooser columns={columns} visibility={visibility} />}
      />
      {error && !shown && !serverErrors ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable<TransactionRow>
            label={title}
            columns={columns}
            visible={visibility.visible}
            rows={rows}
            rowKey={(row) => row.id}
            stale={loading && shown !== undefined && data === undefined}
            // An empty state centres in the visible width instead of a wide table's middle.
            minWidth={rows?.length === 0 ? undefined : 1500}
            empty={
              <ListEmpty
                icon={<IconCreditCard size={28} aria-hidden />}
                filtered={filtered}
                onClearFilters={list.reset}
                title={t("transactions.emptyTitle")}
                description={t("transactions.emptyText")}
                problem={
                  serverErrors
                    ? { title: t("transactions.fixSearchTitle"), description: t("transactions.fixSearchText") }
                    : undefined
                }
              />
            }
          />
          <ListPagination
            page={list.page}
            pageSize={DEFAULT_PAGE_SIZE}
            total={serverErrors ? undefined : shown?.transactions.total}
            onChange={list.setPage}
          />
        </>
      )}
    </>
  );
}
