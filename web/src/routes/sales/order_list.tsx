import { ActionIcon, Tooltip } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconEye, IconReceipt } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { getFragmentData, graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { useCurrentRoute } from "@/routes/current-route";
import { LoadError } from "@/shared/LoadError";
import { PageHeader } from "@/shared/PageHeader";
import {
  ColumnChooser,
  DataTable,
  DEFAULT_PAGE_SIZE,
  ListEmpty,
  ListPagination,
  useColumnVisibility,
  useListParams,
} from "@/shared/list";
import { orderColumns, OrderRow_order, type OrderRowRef } from "./order/order-columns";
import { orderDetailPath } from "./order/order-links";
import { OrderSearchBar } from "./order/OrderSearchBar";
import {
  ORDER_SEARCH_KEYS,
  orderExportUrl,
  orderFilterOf,
  orderSearchErrors,
  sortOf,
  nextSortChoice,
  SORTABLE_ORDER_COLUMNS,
  type OrderSearchKey,
} from "./order/order-search";
import { ExportButton } from "@/shared/export";
import { useTenantTime } from "@/shared/time/use-tenant-time";

export const OrderListQuery = graphql(`
  query OrderList($filter: OrderFilter, $page: PageInput, $sort: OrderSort) {
    orders(filter: $filter, page: $page, sort: $sort) {
      items {
        id
        ...OrderRow_order
      }
      total
      page
      pageSize
    }
  }
`);

/** Order List (seed section 2): search, sort, configurable columns, CSV export; each order opens its detail. */
export default function OrderListScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  const can = useCan();
  const time = useTenantTime();
  const list = useListParams(ORDER_SEARCH_KEYS);
  const searchErrors = orderSearchErrors(list.filters);
  const searchValid = Object.keys(searchErrors).length === 0;

  const filter = orderFilterOf(list.filters, time.timeZone);
  const { data, previousData, error, refetch, loading } = useQuery(OrderListQuery, {
    variables: { filter, page: { number: list.page, size: DEFAULT_PAGE_SIZE }, sort: sortOf(list.filters.sort) },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
    skip: !searchValid,
  });
  const shown = data ?? previousData;
  const serverErrors: Partial<Record<OrderSearchKey, string>> = {
    ...(error ? fieldErrorsOf(error) : undefined),
    ...searchErrors,
  };
  const badSearch = !searchValid || (error !== undefined && fieldErrorsOf(error) !== undefined);

  const columns = orderColumns(t, time.format);
  const sort = sortOf(list.filters.sort);
  const sortedColumn = Object.keys(SORTABLE_ORDER_COLUMNS).find((key) => SORTABLE_ORDER_COLUMNS[key] === sort.field);
  const visibility = useColumnVisibility("order_list", columns);
  const filtered = ORDER_SEARCH_KEYS.some((key) => key !== "sort" && list.filters[key] !== "");
  const rowId = (ref: OrderRowRef) => getFragmentData(OrderRow_order, ref).id;

  return (
    <>
      <PageHeader
        title={title}
        actions={can("/order/export") ? <ExportButton url={orderExportUrl(filter)} disabled={badSearch} /> : undefined}
      />
      <OrderSearchBar
        list={list}
        serverErrors={serverErrors}
        extra={<ColumnChooser columns={columns} visibility={visibility} />}
      />
      {error && !shown && !badSearch ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable<OrderRowRef>
            label={title}
            columns={columns}
            visible={visibility.visible}
            rows={badSearch ? [] : shown?.orders.items}
            rowKey={rowId}
            stale={loading && shown !== undefined && data === undefined}
            rowActions={(ref) => {
              const id = rowId(ref);
              const number = getFragmentData(OrderRow_order, ref).orderNumber;
              return (
                <Tooltip label={t("orders.view")} withArrow openDelay={300}>
                  <ActionIcon
                    component={Link}
                    to={orderDetailPath(id)}
                    variant="subtle"
                    color="gray"
                    aria-label={t("orders.viewOrder", { number })}
                  >
                    <IconEye size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              );
            }}
            minWidth={900}
            sorting={{
              sortable: Object.keys(SORTABLE_ORDER_COLUMNS),
              current: sortedColumn
                ? { key: sortedColumn, direction: sort.order === "ASC" ? "ascending" : "descending" }
                : null,
              onSort: (key) =>
                list.setFilters({ sort: nextSortChoice(list.filters.sort, SORTABLE_ORDER_COLUMNS[key]) }),
            }}
            empty={
              <ListEmpty
                icon={<IconReceipt size={28} aria-hidden />}
                filtered={filtered}
                onClearFilters={list.reset}
                title={t("orders.emptyTitle")}
                description={t("orders.emptyText")}
                problem={
                  badSearch ? { title: t("orders.badSearchTitle"), description: t("orders.badSearchText") } : undefined
                }
              />
            }
          />
          <ListPagination
            page={list.page}
            pageSize={DEFAULT_PAGE_SIZE}
            total={badSearch ? 0 : shown?.orders.total}
            onChange={list.setPage}
          />
        </>
      )}
    </>
  );
}
