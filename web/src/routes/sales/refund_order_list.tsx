import { Anchor, SegmentedControl, Text, TextInput } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconReceiptRefund } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { RefundOrderListQuery as RefundOrderListData } from "@/gql/graphql";
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
  ListToolbar,
  useColumnVisibility,
  useFilterDraft,
  useListParams,
} from "@/shared/list";
import { RefundStateBadge } from "./shared/StateBadge";
import { REFUND_FILTER_KEYS, REFUND_ORDERS_CSV_PATH, toRefundFilter } from "./refund/refund-filters";
import { REFUND_STATE_FILTERS, refundStateFilterOf } from "./refund/refund-state";
import { orderDetailPath, refundDetailPath } from "./order/order-links";
import { ExportButton } from "@/shared/export";
import { exportUrlOf } from "./shared/export-url";
import { Money } from "./shared/Money";

export const RefundOrderListQuery = graphql(`
  query RefundOrderList($filter: RefundFilter, $page: PageInput) {
    refundOrders(filter: $filter, page: $page) {
      items {
        id
        refundNumber
        orderId
        orderNumber
        amount
        applyPersonName
        createTime
        state
      }
      total
      page
      pageSize
    }
  }
`);

type RefundRow = RefundOrderListData["refundOrders"]["items"][number];

/** Refund Order List: status tabs (All, Pending, Completed, Reject) and order number in the URL; export as CSV. */
export default function RefundOrderListScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  const time = useTenantTime();
  const can = useCan();
  const list = useListParams(REFUND_FILTER_KEYS);
  const [orderNumber, setOrderNumber] = useFilterDraft(list.filters.orderNumber);

  const filter = toRefundFilter(list.filters);
  const { data, previousData, error, refetch, loading } = useQuery(RefundOrderListQuery, {
    variables: { filter, page: { number: list.page, size: DEFAULT_PAGE_SIZE } },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;

  const columns: DataColumn<RefundRow>[] = [
    {
      key: "createTime",
      label: t("refunds.createdTime"),
      cell: (refund) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {time.format(refund.createTime)}
        </Text>
      ),
    },
    {
      key: "refundNumber",
      label: t("refunds.refundOrder"),
      fixed: true,
      cell: (refund) => (
        <Anchor component={Link} to={refundDetailPath(refund.id)} size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          {refund.refundNumber}
        </Anchor>
      ),
    },
    {
      key: "orderNumber",
      label: t("refunds.order"),
      cell: (refund) => (
        <Anchor component={Link} to={orderDetailPath(refund.orderId)} size="sm" style={{ whiteSpace: "nowrap" }}>
          {refund.orderNumber}
        </Anchor>
      ),
    },
    {
      key: "applyPersonName",
      label: t("refunds.createdBy"),
      minWidth: 120,
      cell: (refund) => <Text size="sm">{refund.applyPersonName}</Text>,
    },
    { key: "amount", label: t("refunds.amount"), align: "right", cell: (refund) => <Money value={refund.amount} /> },
    { key: "state", label: t("refunds.status"), cell: (refund) => <RefundStateBadge state={refund.state} /> },
  ];
  const visibility = useColumnVisibility("refund_order_list", columns);
  const state = refundStateFilterOf(list.filters.state);
  const filtered = state !== "" || list.filters.orderNumber !== "";

  return (
    <>
      <PageHeader
        title={title}
        actions={can("/refund/export") ? <ExportButton url={exportUrlOf(REFUND_ORDERS_CSV_PATH, filter)} /> : undefined}
      />
      <ListToolbar
        onSearch={() => list.setFilters({ orderNumber })}
        onReset={list.reset}
        extra={<ColumnChooser columns={columns} visibility={visibility} />}
      >
        <SegmentedControl
          aria-label={t("refunds.status")}
          data={REFUND_STATE_FILTERS.map((value) => ({
            value,
            label: value ? t(`refunds.filter.${value}`) : t("refunds.filter.ALL"),
          }))}
          value={state}
          onChange={(value) => list.setFilters({ state: value })}
        />
        <TextInput
          label={t("refunds.orderNumber")}
          placeholder={t("refunds.orderPlaceholder")}
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.currentTarget.value)}
          w={200}
        />
      </ListToolbar>
      {error && !shown ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable<RefundRow>
            label={title}
            columns={columns}
            visible={visibility.visible}
            rows={shown?.refundOrders.items}
            rowKey={(refund) => refund.id}
            stale={loading && shown !== undefined && data === undefined}
            minWidth={640}
            empty={
              <ListEmpty
                icon={<IconReceiptRefund size={28} aria-hidden />}
                filtered={filtered}
                onClearFilters={list.reset}
                title={t("refunds.emptyTitle")}
                description={t("refunds.emptyText")}
              />
            }
          />
          <ListPagination
            page={list.page}
            pageSize={DEFAULT_PAGE_SIZE}
            total={shown?.refundOrders.total}
            onChange={list.setPage}
          />
        </>
      )}
    </>
  );
}
