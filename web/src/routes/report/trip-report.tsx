import { Anchor } from "@mantine/core";
import { IconTicket } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { TripReportSort } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { exportUrlOf } from "@/shared/export";
import { PagedList, usePagedListQuery, type DataColumn } from "@/shared/list";
import { sortOfChoice, type ListSortOptions } from "@/shared/list/list-sort";
import { Money } from "../sales/shared/Money";
import { formatMoney } from "./shared/report-figures";
import {
  countBasisOf,
  countByEnum,
  countByParam,
  RANGE_KEYS,
  rangeOf,
  reportPath,
  TRIP_DETAIL_REPORT_PATH,
} from "./shared/report-range";
import { ReportRangeBar } from "./shared/ReportRangeBar";
import { rangeErrors, useReportRange, useTenantToday } from "./shared/use-report-range";

const TripReportQuery = graphql(`
  query TripReport(
    $input: ReportRangeInput!
    $page: PageInput
    $sort: TripReportSortInput
    $countBy: ReportCountBasis
  ) {
    tripReport(input: $input, page: $page, sort: $sort, countBy: $countBy) {
      items {
        ...TripReportRow_row
      }
      total
    }
  }
`);

const TripReportRow_row = graphql(`
  fragment TripReportRow_row on TripReportRow {
    id: tripId
    tripCode
    tripName
    tickets
    revenue
    refundedTickets
    refunds
  }
`);

const FILTER_KEYS = [...RANGE_KEYS, "countBy", "sort"] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** Sort choices, `<field>_<order>` in the URL; the first is the server's default (most tickets first). */
const TRIP_SORTS = ["TICKETS_DESC", "TICKETS_ASC", "REVENUE_DESC", "REVENUE_ASC", "REFUNDS_DESC", "REFUNDS_ASC"];
const TRIP_SORT: ListSortOptions<FilterKey> = {
  param: "sort",
  choices: TRIP_SORTS,
  columns: { tickets: "TICKETS", revenue: "REVENUE", refunds: "REFUNDS" } satisfies Record<string, TripReportSort>,
};
const TRIP_CSV_PATH = "/exports/trip-report.csv";

/** Trip Report: the period's trips ranked by tickets, revenue or refunds, each opening its detail report. */
export default function TripReportScreen() {
  const { t } = useI18n();
  const can = useCan();
  const today = useTenantToday();
  const list = usePagedListQuery({
    query: TripReportQuery,
    row: TripReportRow_row,
    filterKeys: FILTER_KEYS,
    check: (filters) => rangeErrors(rangeOf(filters, today), null),
    sort: TRIP_SORT,
    isFiltered: () => false,
    variables: (filters, page) => ({
      input: rangeOf(filters, today),
      countBy: countByEnum(filters.countBy),
      page,
      sort: sortOfChoice<TripReportSort>(filters.sort, TRIP_SORTS),
    }),
    page: (data) => data.tripReport,
  });
  const report = useReportRange(list.filters, null);
  type Row = NonNullable<typeof list.rows>[number];

  const money = (amount: string) => <Money value={formatMoney(amount)} />;
  const columns: DataColumn<Row>[] = [
    {
      key: "trip",
      label: t("report.trip"),
      fixed: true,
      minWidth: 220,
      cell: (row) => (
        <Anchor
          component={Link}
          to={reportPath(TRIP_DETAIL_REPORT_PATH, list.filters, { tripId: row.id })}
          size="sm"
          fw={600}
          aria-label={t("report.viewTripDetail", { trip: `${row.tripCode} · ${row.tripName}` })}
        >
          {row.tripName}
        </Anchor>
      ),
    },
    { key: "tripCode", label: t("report.tripCode"), cell: (row) => row.tripCode },
    { key: "tickets", label: t("report.tickets"), align: "right", cell: (row) => row.tickets },
    { key: "revenue", label: t("report.revenue"), align: "right", cell: (row) => money(row.revenue) },
    { key: "refundedTickets", label: t("report.refundedTickets"), align: "right", cell: (row) => row.refundedTickets },
    { key: "refunds", label: t("report.refunds"), align: "right", cell: (row) => money(row.refunds) },
  ];

  const sort = sortOfChoice<TripReportSort>(list.filters.sort, TRIP_SORTS);
  return (
    <PagedList
      list={list}
      columns={columns}
      exportUrl={
        can("/report/export")
          ? exportUrlOf(TRIP_CSV_PATH, {
              ...report.range,
              countBy: countByEnum(list.filters.countBy),
              field: sort.field,
              order: sort.order,
            })
          : undefined
      }
      toolbar={(columnChooser) => (
        <ReportRangeBar
          range={report}
          onRange={(params) => list.setFilters(params)}
          countBy={{
            value: countBasisOf(list.filters.countBy),
            onChange: (value) => list.setFilters({ countBy: countByParam(value) }),
          }}
          serverErrors={list.searchErrors}
          extra={columnChooser}
        />
      )}
      minWidth={760}
      empty={{
        icon: <IconTicket size={28} aria-hidden />,
        title: t("report.noTripsTitle"),
        description: t("report.noTripsText"),
        problem: { title: t("report.badRangeTitle"), description: t("report.badRangeText") },
      }}
    />
  );
}
