import { Anchor, Box, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";
import { weekday, type CalendarRange, type CalendarView } from "./calendar-dates";
import { DepartureChip, type DepartureItem } from "./DepartureChip";

/** Chips a month cell shows before "+n more" (which opens that week, where a day shows all of them). */
const MONTH_CELL_CHIPS = 4;

interface CalendarGridProps {
  view: CalendarView;
  range: CalendarRange;
  today: string;
  byDay: Map<string, DepartureItem[]>;
  onOpenWeek(date: string): void;
}

/** The month or week as a grid of days (wide screens), Monday first. */
export function CalendarGrid({ view, range, today, byDay, onOpenWeek }: CalendarGridProps) {
  const { t } = useI18n();
  return (
    <Box role="grid" aria-readonly style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}>
      <Box role="row" style={{ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))" }}>
        {range.days.slice(0, 7).map((day) => (
          <Box
            role="columnheader"
            key={day}
            px="xs"
            py={6}
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
          >
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t(`departures.weekday.${weekday(day)}` as MessageKey)}
            </Text>
          </Box>
        ))}
      </Box>
      {chunk(range.days, 7).map((week) => (
        <Box role="row" key={week[0]} style={{ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))" }}>
          {week.map((day) => {
            const departures = byDay.get(day) ?? [];
            const shown = view === "month" ? departures.slice(0, MONTH_CELL_CHIPS) : departures;
            const hidden = departures.length - shown.length;
            const outside = view === "month" && day.slice(0, 7) !== range.month;
            return (
              <Box
                role="gridcell"
                key={day}
                data-today={day === today || undefined}
                p={6}
                mih={view === "month" ? 112 : 320}
                style={{
                  borderTop: "1px solid var(--mantine-color-default-border)",
                  borderLeft: weekday(day) === 1 ? undefined : "1px solid var(--mantine-color-default-border)",
                  background: outside ? "var(--mantine-color-gray-0)" : undefined,
                  minWidth: 0,
                }}
              >
                <Text
                  size="sm"
                  fw={day === today ? 800 : 500}
                  c={outside ? "dimmed" : undefined}
                  mb={4}
                  td={day === today ? "underline" : undefined}
                  aria-current={day === today ? "date" : undefined}
                >
                  <span aria-hidden>{Number(day.slice(8, 10))}</span>
                  <VisuallyHidden>{formatDate(day)}</VisuallyHidden>
                </Text>
                <Stack gap={3}>
                  {shown.map((departure) => (
                    <DepartureChip key={departure.id} departure={departure} />
                  ))}
                  {hidden > 0 ? (
                    <UnstyledButton
                      onClick={() => onOpenWeek(day)}
                      aria-label={t("departures.moreLabel", { count: hidden, date: formatDate(day) })}
                    >
                      <Anchor component="span" size="xs" fw={600}>
                        {t("departures.more", { count: hidden })}
                      </Anchor>
                    </UnstyledButton>
                  ) : null}
                </Stack>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

function chunk<T>(items: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += size) rows.push(items.slice(index, index + size));
  return rows;
}
