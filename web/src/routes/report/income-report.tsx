import { AreaChart, BarChart } from "@mantine/charts";
import { Button, Group, Loader, SimpleGrid, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconCalendarOff, IconChartAreaLine, IconFileInvoice } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { IncomeReportQuery, ReportComparison } from "@/gql/graphql";
import { reportComparisonFailures, type ReportComparison as ComparisonCode } from "#rules";
import { ruleText } from "@/i18n/rule-text";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { useCan, useShell } from "@/layout/shell-context";
import { useCurrentRoute } from "@/routes/current-route";
import { EmptyNotice } from "@/shared/EmptyNotice";
import { ExportButton, exportUrlOf } from "@/shared/export";
import { LoadError } from "@/shared/LoadError";
import { PageHeader } from "@/shared/PageHeader";
import { shownName } from "@/routes/sales/shared/sales-states";
import { useListParams, type DataColumn } from "@/shared/list";
import { formatDate } from "@/shared/time/format-time";
import { Money } from "../sales/shared/Money";
import { paymentTypeLabel } from "../sales/shared/sales-states";
import { ChartPanel } from "./shared/ChartPanel";
import { FigureCards } from "./shared/FigureCards";
import { centsOf, formatCompact, formatMoney } from "./shared/report-figures";
import {
  COMPARISON_KEYS,
  comparisonOf,
  DEFAULT_COMPARISON,
  groupingOf,
  periodEnds,
  periodLabel,
  RANGE_KEYS,
  type DayRange,
  type RangeParams,
} from "./shared/report-range";
import { AxisName } from "./shared/AxisName";
import { ReportRangeBar } from "./shared/ReportRangeBar";
import { useReportRange } from "./shared/use-report-range";

const IncomeReportQuery = graphql(`
  query IncomeReport($input: ReportRangeInput!, $comparison: ReportComparisonInput) {
    incomeReport(input: $input, comparison: $comparison) {
      dateFrom
      dateTo
      groupBy
      compareWith
      previousDateFrom
      previousDateTo
      current {
        ...FigureCards_figures
      }
      previous {
        ...FigureCards_figures
      }
      series {
        periodStart
        gross
        refunds
        chargebacks
        net
        orders
        tickets
      }
      byPaymentMethod {
        paymentType
        amount
        count
      }
      byChannel {
        channelId
        channelName
        gross
        orders
      }
    }
  }
`);

type Report = IncomeReportQuery["incomeReport"];
type PeriodRow = Report["series"][number] & { end: string };
type MethodRow = Report["byPaymentMethod"][number];
type ChannelRow = Report["byChannel"][number];

const FILTER_KEYS = [...RANGE_KEYS, "groupBy", ...COMPARISON_KEYS] as const;
const INCOME_CSV_PATH = "/exports/income-report.csv";
const STATEMENTS_PATH = "/financial/statement";
const COMPARISON_ENUM: Record<ComparisonCode, ReportComparison> = {
  previous: "PREVIOUS",
  lastYear: "LAST_YEAR",
  custom: "CUSTOM",
};
/** Amounts plotted in currency units; the tables and tooltips keep the exact strings. */
const plotted = (amount: string): number => centsOf(amount) / 100;
const money = (value: number): string => formatMoney(value.toFixed(2));
const moneyCell = (amount: string) => <Money value={formatMoney(amount)} />;

/**
 * Income Report, the administrator's first screen: the period's figures against the previous period, net and gross
 * over time, payments by method and sales by channel (docs/money-contract.md section 4), each chart with its table.
 */
export default function IncomeReportScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  const can = useCan();
  const { pageKeys } = useShell();
  const list = useListParams(FILTER_KEYS);
  const grouping = groupingOf(list.filters.groupBy);
  const report = useReportRange(list.filters, grouping);
  const input = { ...report.range, groupBy: grouping.toUpperCase() as Report["groupBy"] };
  const compareWith = comparisonOf(list.filters.compare);
  const compareDays = { dateFrom: list.filters.compareFrom, dateTo: list.filters.compareTo };
  // The same rules as the server's (rules/report.ts), so chosen days it would refuse are never asked for.
  const comparisonErrors = Object.fromEntries(
    Object.entries(
      reportComparisonFailures({ compareWith, compareFrom: compareDays.dateFrom, compareTo: compareDays.dateTo }),
    ).map(([field, failure]) => [field, ruleText(failure)]),
  );
  const comparison = {
    with: COMPARISON_ENUM[compareWith],
    ...(compareWith === "custom" ? compareDays : {}),
  };
  const valid = report.valid && Object.keys(comparisonErrors).length === 0;
  const { data, previousData, error, loading, refetch } = useQuery(IncomeReportQuery, {
    variables: { input, comparison },
    skip: !valid,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const serverErrors = fieldErrorsOf(error);
  const shown = valid && !serverErrors ? (data ?? previousData)?.incomeReport : undefined;
  const stale = loading && shown !== undefined && data === undefined;

  const setRange = (params: RangeParams) => list.setFilters(params);
  const setGrouping = (value: string) => list.setFilters({ groupBy: value === "day" ? "" : value });
  const setComparison = (value: ComparisonCode, days: DayRange) =>
    list.setFilters({
      compare: value === DEFAULT_COMPARISON ? "" : value,
      // Chosen days start as the range's own until the user picks others.
      compareFrom: value === "custom" ? days.dateFrom || report.range.dateFrom : "",
      compareTo: value === "custom" ? days.dateTo || report.range.dateTo : "",
    });

  const periods: PeriodRow[] | undefined = shown
    ? ((ends) => shown.series.map((period, index) => ({ ...period, end: ends[index] })))(
        periodEnds(
          shown.series.map((period) => period.periodStart),
          shown,
        ),
      )
    : undefined;
  const hasActivity = shown ? shown.series.some((period) => period.orders > 0 || centsOf(period.net) !== 0) : false;

  const empty = (
    <EmptyNotice
      bare
      icon={<IconChartAreaLine size={28} aria-hidden />}
      title={t("report.noDataTitle")}
      description={t("report.noDataText")}
    />
  );

  const periodColumns: DataColumn<PeriodRow>[] = [
    {
      key: "period",
      label: t("report.periodColumn"),
      cell: (row) => (
        <Text span size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          {periodLabel(row.periodStart, row.end, grouping)}
        </Text>
      ),
    },
    ...(["gross", "refunds", "chargebacks", "net"] as const).map((key) => ({
      key,
      label: t(`report.figure.${key}`),
      align: "right" as const,
      cell: (row: PeriodRow) => moneyCell(row[key]),
    })),
    { key: "orders", label: t("report.figure.orders"), align: "right", cell: (row) => row.orders },
    { key: "tickets", label: t("report.figure.tickets"), align: "right", cell: (row) => row.tickets },
  ];
  const methodColumns: DataColumn<MethodRow>[] = [
    { key: "method", label: t("report.paymentMethod"), cell: (row) => t(paymentTypeLabel(row.paymentType)) },
    { key: "amount", label: t("report.amount"), align: "right", cell: (row) => moneyCell(row.amount) },
    { key: "count", label: t("report.payments"), align: "right", cell: (row) => row.count },
  ];
  const channelColumns: DataColumn<ChannelRow>[] = [
    { key: "channel", label: t("report.channel"), cell: (row) => shownName(row.channelName, t) },
    { key: "gross", label: t("report.figure.gross"), align: "right", cell: (row) => moneyCell(row.gross) },
    { key: "orders", label: t("report.figure.orders"), align: "right", cell: (row) => row.orders },
  ];

  const exportUrl = exportUrlOf(INCOME_CSV_PATH, { ...report.range, groupBy: input.groupBy });
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {pageKeys.has("statement") ? (
              <Button
                component={Link}
                to={STATEMENTS_PATH}
                variant="default"
                leftSection={<IconFileInvoice size={16} aria-hidden />}
              >
                {t("report.statements")}
              </Button>
            ) : null}
            {can("/report/export") ? <ExportButton url={exportUrl} disabled={!report.valid} /> : null}
          </>
        }
      />
      <ReportRangeBar
        range={report}
        onRange={setRange}
        grouping={{ value: grouping, onChange: setGrouping }}
        comparison={{ value: compareWith, days: compareDays, errors: comparisonErrors, onChange: setComparison }}
        serverErrors={serverErrors}
        extra={
          stale ? (
            // The range on screen is the one being loaded; the figures below are still the last range's.
            <Group gap={6} wrap="nowrap" role="status">
              <Loader size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {t("report.loadingRange", {
                  from: formatDate(report.range.dateFrom),
                  to: formatDate(report.range.dateTo),
                })}
              </Text>
            </Group>
          ) : shown ? (
            <Text size="sm" c="dimmed" data-comparison>
              {t("report.comparedWith", {
                from: formatDate(shown.previousDateFrom),
                to: formatDate(shown.previousDateTo),
              })}
            </Text>
          ) : null
        }
      />
      {!valid || serverErrors ? (
        <EmptyNotice
          icon={<IconCalendarOff size={28} aria-hidden />}
          title={t("report.badRangeTitle")}
          description={t("report.badRangeText")}
        />
      ) : error && !shown ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <FigureCards current={shown?.current} previous={shown?.previous} stale={stale} />
          <ChartPanel<PeriodRow>
            title={t("report.salesOverTime")}
            height={260}
            chart={
              <AreaChart
                h="100%"
                data={(periods ?? []).map((row) => ({
                  label: periodLabel(row.periodStart, row.end, grouping, true),
                  gross: plotted(row.gross),
                  net: plotted(row.net),
                }))}
                dataKey="label"
                series={[
                  { name: "gross", label: t("report.figure.gross"), color: "blue.4" },
                  { name: "net", label: t("report.figure.net"), color: "teal.7" },
                ]}
                curveType="monotone"
                withLegend
                legendProps={{ verticalAlign: "top", height: 36 }}
                valueFormatter={money}
                yAxisProps={{ tickFormatter: formatCompact, width: 48 }}
                xAxisProps={{ minTickGap: 16 }}
                withDots={(periods?.length ?? 0) <= 31}
                fillOpacity={0.15}
              />
            }
            columns={periodColumns}
            rows={shown && !hasActivity ? [] : periods}
            rowKey={(row) => row.periodStart}
            stale={stale}
            minWidth={720}
            empty={empty}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="md">
            <ChartPanel<MethodRow>
              title={t("report.byPaymentMethod")}
              height={barsHeight(shown?.byPaymentMethod.length)}
              chart={
                <AmountBars
                  bars={(shown?.byPaymentMethod ?? []).map((row) => ({
                    name: t(paymentTypeLabel(row.paymentType)),
                    amount: plotted(row.amount),
                  }))}
                  label={t("report.amount")}
                  color="blue.6"
                />
              }
              columns={methodColumns}
              rows={shown?.byPaymentMethod}
              rowKey={(row) => row.paymentType}
              stale={stale}
              minWidth={320}
              empty={
                <EmptyNotice
                  bare
                  icon={<IconChartAreaLine size={28} aria-hidden />}
                  title={t("report.noDataTitle")}
                  description={t("report.noPaymentsText")}
                />
              }
            />
            <ChartPanel<ChannelRow>
              title={t("report.byChannel")}
              height={barsHeight(shown?.byChannel.length)}
              chart={
                <AmountBars
                  bars={(shown?.byChannel ?? []).map((row) => ({
                    name: shownName(row.channelName, t),
                    amount: plotted(row.gross),
                  }))}
                  label={t("report.figure.gross")}
                  color="teal.7"
                />
              }
              columns={channelColumns}
              rows={shown?.byChannel}
              rowKey={(row) => row.channelId}
              stale={stale}
              minWidth={320}
              empty={empty}
            />
          </SimpleGrid>
        </>
      )}
    </>
  );
}

/** The names' room at the left of the bars. */
const NAME_AXIS_WIDTH = 110;

/** One bar per name, room for each name's label at the left. */
const barsHeight = (count = 0): number => Math.max(120, count * 36 + 40);

/** Amounts side by side, one horizontal bar each (payment methods, channels): names stay readable at 800 px. */
function AmountBars({
  bars,
  label,
  color,
}: {
  bars: { name: string; amount: number }[];
  label: string;
  color: string;
}) {
  return (
    <BarChart
      h="100%"
      data={bars}
      dataKey="name"
      orientation="vertical"
      series={[{ name: "amount", label, color }]}
      valueFormatter={money}
      xAxisProps={{ tickFormatter: formatCompact }}
      yAxisProps={{
        width: NAME_AXIS_WIDTH,
        tick: (props: object) => <AxisName {...props} maxWidth={NAME_AXIS_WIDTH - 12} />,
      }}
      gridAxis="y"
    />
  );
}
