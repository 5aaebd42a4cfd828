import { Group, Paper, SimpleGrid, Skeleton, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from "@tabler/icons-react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { FigureCards_FiguresFragment as Figures } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { centsOf, changeOf, formatMoney, type Change } from "./report-figures";

const FIGURE_KEYS = ["gross", "refunds", "chargebacks", "net", "orders", "tickets", "averageOrderValue"] as const;
type FigureKey = (typeof FIGURE_KEYS)[number];

export const FigureCards_figures = graphql(`
  fragment FigureCards_figures on ReportFigures {
    gross
    refunds
    chargebacks
    net
    orders
    tickets
    averageOrderValue
  }
`);
type FiguresProp = FragmentType<typeof FigureCards_figures>;

const COUNTS: readonly FigureKey[] = ["orders", "tickets"];
/** Figures where more is worse: their rise is shown in red. */
const COSTS: readonly FigureKey[] = ["refunds", "chargebacks"];

const comparable = (key: FigureKey, figures: Figures): number =>
  COUNTS.includes(key) ? Number(figures[key]) : centsOf(String(figures[key]));
const written = (key: FigureKey, figures: Figures): string =>
  COUNTS.includes(key) ? Number(figures[key]).toLocaleString("en-US") : formatMoney(String(figures[key]));

/**
 * The income report's figures of the period, each with its change against the previous period: an arrow and the
 * percentage (green where it went the good way, red where not), and the whole sentence for screen readers. `stale`:
 * they are another range's, shown dimmed and busy while the range on screen loads.
 */
export function FigureCards(props: { current?: FiguresProp; previous?: FiguresProp; stale?: boolean }) {
  const { t } = useI18n();
  const current = getFragmentData(FigureCards_figures, props.current);
  const previous = getFragmentData(FigureCards_figures, props.previous);
  const stale = Boolean(props.stale && current);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      mb="md"
      role="group"
      aria-label={t("report.figures")}
      aria-busy={!current || stale}
      // As the tables under the charts show figures being replaced (DataTable).
      style={{ opacity: stale ? 0.55 : 1, transition: "opacity 120ms" }}
    >
      {FIGURE_KEYS.map((key) => (
        <Paper key={key} withBorder radius="md" px="md" py="sm" data-figure={key}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lineClamp={1}>
            {t(`report.figure.${key}`)}
          </Text>
          {current && previous ? (
            <>
              <Text fz={22} fw={700} lh={1.35} style={{ fontVariantNumeric: "tabular-nums" }} data-value>
                {written(key, current)}
              </Text>
              <ChangeLine
                change={changeOf(comparable(key, current), comparable(key, previous))}
                previous={written(key, previous)}
                cost={COSTS.includes(key)}
              />
            </>
          ) : (
            <>
              <Skeleton h={22} my={4} w="70%" />
              <Skeleton h={12} my={4} w="50%" />
            </>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function ChangeLine({ change, previous, cost }: { change: Change; previous: string; cost: boolean }) {
  const { t } = useI18n();
  const good = change.direction === (cost ? "down" : "up");
  const color = change.direction === "flat" ? "dimmed" : good ? "teal.9" : "red.9";
  const Arrow =
    change.direction === "up" ? IconArrowUpRight : change.direction === "down" ? IconArrowDownRight : IconArrowRight;
  const sentence =
    change.percent === null
      ? t("report.change.new", { previous })
      : change.direction === "flat"
        ? t("report.change.flat", { previous })
        : t(`report.change.${change.direction}`, { percent: change.percent, previous });
  return (
    <Group gap={4} wrap="nowrap" data-change={change.direction}>
      <Group gap={2} wrap="nowrap" c={color} aria-hidden>
        <Arrow size={14} />
        <Text size="xs" fw={600} c={color}>
          {change.percent === null ? t("report.change.newShort") : `${change.percent}%`}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" truncate aria-hidden>
        {t("report.change.vs", { previous })}
      </Text>
      <VisuallyHidden>{sentence}</VisuallyHidden>
    </Group>
  );
}
