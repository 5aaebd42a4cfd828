import { BarChart } from "@mantine/charts";
import { Paper, SimpleGrid, Skeleton, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconArrowLeft, IconCalendarOff, IconCalendarStats, IconRoute } from "@tabler/icons-react";
import { graphql } from "@/gql";
import type { TripDetailReportQuery } from "@/gql/graphql";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { useCurrentRoute } from "@/routes/current-route";
import { EmptyNotice } from "@/shared/EmptyNotice";
import { ExportButton, exportUrlOf } from "@/shared/export";
import { LinkButton } from "@/shared/LinkButton";
import { LoadError } from "@/shared/LoadError";
import { PageHeader } from "@/shared/PageHeader";
import { useListParams, type DataColumn } from "@/shared/list";
import { formatDate } from "@/shared/time/format-time";
import { Money } from "../sales/shared/Money";
import { ChartPanel } from "./shared/ChartPanel";
import { centsOf, formatCompact, formatMoney } from "./shared/report-figures";
import {
  countBasisOf,
  countByEnum,
  countByParam,
  periodLabel,
  RANGE_KEYS,
  reportPath,
  TRIP_REPORT_PATH,
} from "./shared/report-range";
import { ReportRangeBar } from "./shared/ReportRangeBar";
import { useReportRange } from "./shared/use-report-range";

const TripDetailReportQuery = graphql(`
  query TripDetailReport($tripId: ID!, $input: ReportRangeInput!, $countBy: ReportCountBasis) {
    tripDetailReport(tripId: $tripId, input: $input, countBy: $countBy) {
      trip {
        id
        code
        name
      }
      rows {
        date
        shift
        capacity
        sold
        checkedIn
        refunded
        chargedBack
        revenue
      }
      totals {
        sold
        checkedIn
        refunded
        chargedBack
        revenue
      }
    }
  }
`);

type Report = TripDetailReportQuery["tripDetailReport"];
type Row = Report["rows"][number];

const FILTER_KEYS = [...RANGE_KEYS, "countBy", "tripId"] as const;
const TRIP_DETAIL_CSV_PATH = "/exports/trip-detail-report.csv";
const COUNT_KEYS = ["sold", "checkedIn", "refunded", "chargedBack"] as const;

interface ChartDay {
  date: string;
  sold: number;
  /** In currency units, as plotted. */
  revenue: number;
}

/** Tickets and revenue of each travel date (its shifts added up): what the chart plots. */
function byDate(rows: readonly Row[]): ChartDay[] {
  const dates = new Map<string, ChartDay>();
  for (const row of rows) {
    const day = dates.get(row.date) ?? { date: row.date, sold: 0, revenue: 0 };
    day.sold += row.sold;
    day.revenue += centsOf(row.revenue);
    dates.set(row.date, day);
  }
  return [...dates.values()].map((day) => ({ ...day, revenue: day.revenue / 100 }));
}

/**
 * Trip Detail Report (hidden, opened from the Trip Report with the trip, range and count-by basis in the URL): one
 * trip's capacity, tickets sold, what became of them (checked in, refunded, charged back) and revenue by travel date
 * and shift, with its totals and a chart by date. Its tickets and revenue are the trip report's row for the trip with
 * the same basis and range.
 */
export default function TripDetailReportScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  const can = useCan();
  const list = useListParams(FILTER_KEYS);
  const { tripId } = list.filters;
  const report = useReportRange(list.filters, null);
  const countBy = countBasisOf(list.filters.countBy);
  const { data, previousData, error, loading, refetch } = useQuery(TripDetailReportQuery, {
    variables: { tripId, input: report.range, countBy: countByEnum(countBy) },
    skip: !tripId || !report.valid,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const serverErrors = fieldErrorsOf(error);
  const shown = report.valid && !serverErrors ? (data ?? previousData)?.tripDetailReport : undefined;
  const stale = loading && shown !== undefined && data === undefined;

  const money = (amount: string) => <Money value={formatMoney(amount)} />;
  const columns: DataColumn<Row>[] = [
    {
      key: "date",
      label: t("report.travelDate"),
      cell: (row) => (
        <Text span size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          {formatDate(row.date)}
        </Text>
      ),
    },
    { key: "shift", label: t("report.shift"), cell: (row) => row.shift ?? "–" },
    {
      key: "capacity",
      label: t("report.capacity"),
      align: "right",
      cell: (row) => row.capacity ?? t("report.unlimited"),
    },
    ...COUNT_KEYS.map((key) => ({
      key,
      label: t(`report.${key}`),
      align: "right" as const,
      cell: (row: Row) => row[key],
    })),
    { key: "revenue", label: t("report.revenue"), align: "right", cell: (row) => money(row.revenue) },
  ];

  const backPath = reportPath(TRIP_REPORT_PATH, list.filters);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <LinkButton to={backPath} icon={IconArrowLeft}>
              {t("report.backToTrips")}
            </LinkButton>
            {tripId && can("/report/export") ? (
              <ExportButton
                url={exportUrlOf(TRIP_DETAIL_CSV_PATH, { tripId, ...report.range, countBy: countByEnum(countBy) })}
                disabled={!report.valid}
              />
            ) : null}
          </>
        }
      />
      {!tripId ? (
        <EmptyNotice
          icon={<IconRoute size={28} aria-hidden />}
          title={t("report.noTripTitle")}
          description={t("report.noTripText")}
          action={
            <LinkButton to={backPath} icon={IconArrowLeft} variant="light">
              {t("report.backToTrips")}
            </LinkButton>
          }
        />
      ) : error && !shown && !serverErrors ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {shown ? (
            <Title order={2} fz="lg" mb="sm" lh={1.5}>
              {`${shown.trip.code} · ${shown.trip.name}`}
            </Title>
          ) : report.valid && !serverErrors ? (
            <Skeleton h={27} w={320} mb="sm" />
          ) : null}
          <ReportRangeBar
            range={report}
            onRange={(params) => list.setFilters(params)}
            countBy={{ value: countBy, onChange: (value) => list.setFilters({ countBy: countByParam(value) }) }}
            serverErrors={serverErrors}
          />
          {!report.valid || serverErrors ? (
            <EmptyNotice
              icon={<IconCalendarOff size={28} aria-hidden />}
              title={t("report.badRangeTitle")}
              description={t("report.badRangeText")}
            />
          ) : (
            <>
              <Text size="sm" c="dimmed" mb="sm" maw={880}>
                {t(`report.countedBy.${countBy}`)}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" mb="md" role="group" aria-label={t("report.total")}>
                {[...COUNT_KEYS, "revenue" as const].map((key) => (
                  <Paper key={key} withBorder radius="md" px="md" py="sm">
                    <Text size="xs" c="dimmed" fw={600} tt="uppercase" lineClamp={1}>
                      {t(`report.${key}`)}
                    </Text>
                    <Text fz={22} fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
                      {!shown ? "\u00a0" : key === "revenue" ? formatMoney(shown.totals.revenue) : shown.totals[key]}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
              <ChartPanel<Row>
                title={t("report.salesByDate")}
                height={260}
                chart={
                  <BarChart
                    h="100%"
                    data={byDate(shown?.rows ?? []).map((day) => ({
                      ...day,
                      label: periodLabel(day.date, day.date, "day", true),
                    }))}
                    dataKey="label"
                    series={[
                      { name: "sold", label: t("report.sold"), color: "blue.6" },
                      { name: "revenue", label: t("report.revenue"), color: "teal.7", yAxisId: "right" },
                    ]}
                    withLegend
                    legendProps={{ verticalAlign: "top", height: 36 }}
                    withRightYAxis
                    yAxisLabel={t("report.sold")}
                    rightYAxisLabel={t("report.revenue")}
                    yAxisProps={{ allowDecimals: false, width: 56 }}
                    rightYAxisProps={{ tickFormatter: formatCompact, width: 64 }}
                    xAxisProps={{ minTickGap: 16 }}
                    tooltipProps={{
                      content: ({ active, payload }) =>
                        active && payload?.[0] ? <DayTooltip day={payload[0].payload as ChartDay} /> : null,
                    }}
                  />
                }
                columns={columns}
                rows={shown?.rows}
                rowKey={(row) => `${row.date} ${row.shift ?? ""}`}
                stale={stale}
                minWidth={680}
                empty={
                  <EmptyNotice
                    bare
                    icon={<IconCalendarStats size={28} aria-hidden />}
                    title={t("report.noTravelTitle")}
                    description={t("report.noTravelText")}
                  />
                }
              />
            </>
          )}
        </>
      )}
    </>
  );
}

/** A date's bars in words: tickets as a count, revenue as money (the chart's one value format cannot say both). */
function DayTooltip({ day }: { day: ChartDay }) {
  const { t } = useI18n();
  return (
    <Paper withBorder shadow="md" radius="md" px="sm" py={6}>
      <Text size="sm" fw={600}>
        {formatDate(day.date)}
      </Text>
      <Text size="sm">
        {t("report.sold")}: {day.sold}
      </Text>
      <Text size="sm">
        {t("report.revenue")}: {formatMoney(day.revenue.toFixed(2))}
      </Text>
    </Paper>
  );
}
