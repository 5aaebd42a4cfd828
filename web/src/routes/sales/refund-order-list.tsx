import { SegmentedControl, TextInput } from "@mantine/core";
import { IconReceiptRefund } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { ListToolbar, PagedList, useFilterDraft, usePagedListQuery } from "@/shared/list";
import { LiveChangesNotice } from "@/shared/live/LiveChangesNotice";
import { useLiveChanges } from "@/shared/live/use-live-changes";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { refundOrderColumns, RefundOrderRow_refundOrder } from "./refund/refund-columns";
import { REFUND_FILTER_KEYS, REFUND_ORDERS_CSV_PATH, toRefundFilter } from "./refund/refund-filters";
import { REFUND_STATE_FILTERS, refundStateFilterOf } from "./refund/refund-state";
import { exportUrlOf } from "@/shared/export";

const RefundOrderListQuery = graphql(`
  query RefundOrderList($filter: RefundFilter, $page: PageInput) {
    refundOrders(filter: $filter, page: $page) {
      items {
        ...RefundOrderRow_refundOrder
      }
      total
      totalIsLowerBound
    }
  }
`);

const RefundOrderListChangedSubscription = graphql(`
  subscription RefundOrderListChanged {
    refundOrderChanged {
      id
    }
  }
`);

/**
 * Refund Order List: status tabs (All, Pending, Completed, Reject) and order number in the URL; export as CSV.
 * Refunds requested or moved on while it is open are counted in a notice that reloads the page on demand.
 */
export default function RefundOrderListScreen() {
  const { t } = useI18n();
  const time = useTenantTime();
  const can = useCan();
  const list = usePagedListQuery({
    query: RefundOrderListQuery,
    row: RefundOrderRow_refundOrder,
    filterKeys: REFUND_FILTER_KEYS,
    variables: (filters, page) => ({ filter: toRefundFilter(filters), page }),
    page: (data) => data.refundOrders,
    // An unknown status in the URL is the All tab, not a filter.
    isFiltered: (filters) => Object.keys(toRefundFilter(filters)).length > 0,
  });
  const [orderNumber, setOrderNumber] = useFilterDraft(list.filters.orderNumber);
  const changes = useLiveChanges(RefundOrderListChangedSubscription);

  return (
    <PagedList
      list={list}
      notice={
        <LiveChangesNotice
          count={changes.count}
          onShow={() => {
            list.refetch();
            changes.clear();
          }}
        />
      }
      columns={refundOrderColumns(t, time.format)}
      exportUrl={can("/refund/export") ? exportUrlOf(REFUND_ORDERS_CSV_PATH, toRefundFilter(list.filters)) : undefined}
      toolbar={(columnChooser) => (
        <ListToolbar onSearch={() => list.setFilters({ orderNumber })} onReset={list.reset} extra={columnChooser}>
          <SegmentedControl
            aria-label={t("refunds.status")}
            data={REFUND_STATE_FILTERS.map((value) => ({
              value,
              label: value ? t(`refunds.filter.${value}`) : t("refunds.filter.ALL"),
            }))}
            value={refundStateFilterOf(list.filters.state)}
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
      )}
      minWidth={640}
      empty={{
        icon: <IconReceiptRefund size={28} aria-hidden />,
        title: t("refunds.emptyTitle"),
        description: t("refunds.emptyText"),
      }}
    />
  );
}
