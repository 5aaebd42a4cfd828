import { useState } from "react";
import { ActionIcon, Tooltip } from "@mantine/core";
import { IconEye, IconPlus, IconReceipt } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { LinkButton } from "@/shared/LinkButton";
import { PagedList, usePagedListQuery } from "@/shared/list";
import { LiveChangesNotice } from "@/shared/live/LiveChangesNotice";
import { useLiveChanges } from "@/shared/live/use-live-changes";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { orderColumns, OrderRow_order } from "./order/order-columns";
import {
  ORDER_FILTER_KEYS,
  ORDER_SORT,
  orderExportUrl,
  orderFilterOf,
  orderSearchErrors,
  orderSortOf,
} from "./order/order-filters";
import { orderDetailPath } from "./order/order-links";
import { OrderSearchBar } from "./order/OrderSearchBar";
import { JobProgressDialog } from "./order/jobs/JobProgressDialog";
import { JobsButton } from "./order/jobs/JobsButton";
import { OrderBulkBar, useCanActOnSelection } from "./order/jobs/OrderBulkBar";
import { useOrderSelection } from "./order/jobs/use-order-selection";

const OrderListQuery = graphql(`
  query OrderList($filter: OrderFilter, $page: PageInput, $sort: OrderSort) {
    orders(filter: $filter, page: $page, sort: $sort) {
      items {
        ...OrderRow_order
      }
      total
      totalIsLowerBound
    }
  }
`);

const OrderListChangedSubscription = graphql(`
  subscription OrderListChanged {
    orderChanged {
      id
    }
  }
`);

/**
 * Order List: search, sort, configurable columns, CSV export; each order opens its detail. Orders created or changed
 * while it is open are counted in a notice that reloads the page on demand. Rows picked (or everything the filter
 * matches) take the bulk actions the user holds, each a job whose progress opens here (docs/sales-contract.md, jobs).
 */
export default function OrderListScreen() {
  const { t } = useI18n();
  const can = useCan();
  const time = useTenantTime();
  const list = usePagedListQuery({
    query: OrderListQuery,
    row: OrderRow_order,
    filterKeys: ORDER_FILTER_KEYS,
    check: orderSearchErrors,
    sort: ORDER_SORT,
    variables: (filters, page) => ({
      filter: orderFilterOf(filters, time.timeZone),
      page,
      sort: orderSortOf(filters.sort),
    }),
    page: (data) => data.orders,
  });
  const changes = useLiveChanges(OrderListChangedSubscription);
  const filter = orderFilterOf(list.filters, time.timeZone);
  const selection = useOrderSelection(filter, list.rows, list.total, (number) =>
    t("orderJobs.selectOrder", { number }),
  );
  const selecting = useCanActOnSelection();
  const [jobId, setJobId] = useState<string>();

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
      columns={orderColumns(t, time.format)}
      exportUrl={can("/order/export") ? orderExportUrl(filter) : undefined}
      actions={
        <>
          <JobsButton onOpen={setJobId} />
          {can("/order/book") ? (
            <LinkButton to="/sales/order_add" icon={IconPlus} variant="filled">
              {t("booking.newBooking")}
            </LinkButton>
          ) : null}
          {jobId ? (
            <JobProgressDialog jobId={jobId} onClose={() => setJobId(undefined)} onFinished={list.refetch} />
          ) : null}
        </>
      }
      selection={selecting ? selection.table : undefined}
      selectionBar={
        selecting ? (
          <OrderBulkBar
            selection={selection}
            filter={filter}
            total={list.total}
            totalIsLowerBound={list.totalIsLowerBound}
            onStarted={setJobId}
          />
        ) : undefined
      }
      toolbar={(columnChooser) => <OrderSearchBar list={list} serverErrors={list.searchErrors} extra={columnChooser} />}
      rowActions={(order) => (
        <Tooltip label={t("orders.view")} withArrow openDelay={300}>
          <ActionIcon
            component={Link}
            to={orderDetailPath(order.id)}
            variant="subtle"
            color="gray"
            aria-label={t("orders.viewOrder", { number: order.orderNumber })}
          >
            <IconEye size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      minWidth={900}
      empty={{
        icon: <IconReceipt size={28} aria-hidden />,
        title: t("orders.emptyTitle"),
        description: t("orders.emptyText"),
        problem: { title: t("orders.badSearchTitle"), description: t("orders.badSearchText") },
      }}
    />
  );
}
