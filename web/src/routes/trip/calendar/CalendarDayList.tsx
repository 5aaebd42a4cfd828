import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";
import { weekday } from "./calendar-dates";
import { DepartureChip, type DepartureItem } from "./DepartureChip";

/** The days with departures as a list (narrow screens): a seven-column grid has no room for a chip there. */
export function CalendarDayList({
  days,
  byDay,
  today,
}: {
  days: string[];
  byDay: Map<string, DepartureItem[]>;
  today: string;
}) {
  const { t } = useI18n();
  // The day the list opens at: today, or the next day with departures (calendar.tsx scrolls it into view).
  const opening = days.find((day) => day >= today && byDay.has(day));
  return (
    <Stack gap="sm">
      {days
        .filter((day) => byDay.has(day))
        .map((day) => (
          <Paper
            key={day}
            withBorder
            radius="md"
            p="sm"
            component="section"
            aria-label={formatDate(day)}
            data-today={day === opening || undefined}
          >
            <Title order={3} fz="sm" mb={6} td={day === today ? "underline" : undefined}>
              {t(`departures.weekday.${weekday(day)}` as MessageKey)} {formatDate(day)}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6}>
              {byDay.get(day)!.map((departure) => (
                <DepartureChip key={departure.id} departure={departure} />
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      {days.every((day) => !byDay.has(day)) ? (
        <Text c="dimmed" size="sm">
          {t("departures.noDepartures")}
        </Text>
      ) : null}
    </Stack>
  );
}
