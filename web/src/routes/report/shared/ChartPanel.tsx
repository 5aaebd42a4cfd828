import "@mantine/charts/styles.css";
import { Box, Paper, Skeleton, Stack, Title } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { DataTable, type DataColumn } from "@/shared/list";

interface ChartPanelProps<T> {
  title: string;
  /** The chart itself (from @mantine/charts), drawn at `height`; left out while there is nothing to plot. */
  chart: React.ReactNode;
  height: number;
  /** The same figures as a table under the chart: what a screen reader reads and what the export holds. */
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey(row: T): string;
  /** Shown in place of both when there are no rows. */
  empty: React.ReactNode;
  stale?: boolean;
  minWidth?: number;
}

/**
 * A report's chart with its figures in a table underneath. The chart is a picture to the accessibility tree (its
 * name says the table holds the same figures); only these route modules import the charts, so the login page and
 * the rest of the console never load them.
 */
export function ChartPanel<T>({
  title,
  chart,
  height,
  columns,
  rows,
  rowKey,
  empty,
  stale,
  minWidth = 480,
}: ChartPanelProps<T>) {
  const { t } = useI18n();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="md">
          {title}
        </Title>
        {rows === undefined ? (
          <Skeleton h={height} />
        ) : rows.length === 0 ? null : (
          <Box
            role="img"
            aria-label={t("report.chartOf", { title })}
            h={height}
            // Another range's figures while the range on screen loads, dimmed as the table under it is.
            style={{ opacity: stale ? 0.55 : 1, transition: "opacity 120ms" }}
          >
            {chart}
          </Box>
        )}
        <DataTable<T>
          label={t("report.dataOf", { title })}
          columns={columns}
          visible={columns.map((column) => column.key)}
          rows={rows}
          rowKey={rowKey}
          stale={stale}
          skeletonRows={4}
          minWidth={minWidth}
          empty={empty}
        />
      </Stack>
    </Paper>
  );
}
