import { ActionIcon, Button, Group, MultiSelect, SegmentedControl, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useQuery } from "@apollo/client/react";
import { useI18n } from "@/i18n/i18n";
import type { CalendarView } from "./calendar-dates";
import { DepartureFiltersQuery } from "./departures-query";

interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  tripIds: string[];
  tagIds: string[];
  onView(view: CalendarView): void;
  onStep(step: -1 | 1): void;
  onToday(): void;
  onTrips(ids: string[]): void;
  onTags(ids: string[]): void;
}

/** View, navigation and the trip and tag filters of the calendar; every choice lives in the URL. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { t } = useI18n();
  const filters = useQuery(DepartureFiltersQuery, { fetchPolicy: "cache-first" }).data?.departureFilters;
  const week = props.view === "week";
  return (
    <>
      <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(week ? "departures.previousWeek" : "departures.previousMonth")}
            onClick={() => props.onStep(-1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          {/* The buttons keep their size; a long week title wraps instead of squeezing "Today" (issue 61). */}
          <Button variant="default" onClick={props.onToday} style={{ flexShrink: 0 }}>
            {t("departures.today")}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(week ? "departures.nextWeek" : "departures.nextMonth")}
            onClick={() => props.onStep(1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <Title order={2} fz={18} ml="xs" aria-live="polite" style={{ minWidth: 0 }}>
            {props.title}
          </Title>
        </Group>
        <SegmentedControl
          aria-label={t("departures.view")}
          value={props.view}
          onChange={(value) => props.onView(value as CalendarView)}
          data={[
            { value: "month", label: t("departures.month") },
            { value: "week", label: t("departures.week") },
          ]}
        />
      </Group>
      <Group gap="sm" mb="md" wrap="wrap" align="flex-start">
        <MultiSelect
          label={t("departures.trips")}
          placeholder={props.tripIds.length ? undefined : t("departures.allTrips")}
          data={(filters?.trips ?? []).map((trip) => ({ value: trip.id, label: `${trip.code} · ${trip.name}` }))}
          value={props.tripIds}
          onChange={props.onTrips}
          searchable
          clearable
          w={{ base: "100%", sm: 360 }}
          maxDropdownHeight={280}
        />
        <MultiSelect
          label={t("departures.tags")}
          placeholder={props.tagIds.length ? undefined : t("departures.allTags")}
          data={(filters?.tags ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          value={props.tagIds}
          onChange={props.onTags}
          searchable
          clearable
          w={{ base: "100%", sm: 260 }}
        />
      </Group>
    </>
  );
}
