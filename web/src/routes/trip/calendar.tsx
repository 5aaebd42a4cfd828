import { useEffect, useMemo, useRef } from "react";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { useCurrentRoute } from "@/routes/current-route";
import { EmptyNotice } from "@/shared/EmptyNotice";
import { LoadError } from "@/shared/LoadError";
import { PageHeader } from "@/shared/PageHeader";
import { useListParams } from "@/shared/list";
import { formatDate } from "@/shared/time/format-time";
import { isIsoDate, rangeOf, stepAnchor, todayIso, type CalendarView } from "./calendar/calendar-dates";
import { CalendarDayList } from "./calendar/CalendarDayList";
import { CalendarGrid } from "./calendar/CalendarGrid";
import { CalendarToolbar } from "./calendar/CalendarToolbar";
import type { DepartureItem } from "./calendar/DepartureChip";
import { DeparturesQuery } from "./calendar/departures-query";
import { FillLegend } from "./calendar/FillLegend";

const FILTER_KEYS = ["view", "date", "trips", "tags"] as const;
/** Below this width a seven-column grid leaves a chip too little room: the days become a list. */
const LIST_QUERY = "(max-width: 1023px)";

const idsOf = (value: string) => value.split(",").filter((id) => /^\d+$/.test(id));

/** Departures Calendar: every departure of a month or a week, coloured by fill; a click opens its manifest. */
export default function CalendarScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  const list = useListParams(FILTER_KEYS);
  const today = todayIso();
  const view: CalendarView = list.filters.view === "week" ? "week" : "month";
  const anchor = isIsoDate(list.filters.date) ? list.filters.date : today;
  const tripIds = idsOf(list.filters.trips);
  const tagIds = idsOf(list.filters.tags);
  const range = rangeOf(view, anchor);
  const narrow = useMediaQuery(LIST_QUERY, false, { getInitialValueInEffect: false });

  const body = useRef<HTMLDivElement>(null);
  const { data, previousData, error, refetch } = useQuery(DeparturesQuery, {
    variables: {
      from: range.from,
      to: range.to,
      tripIds: tripIds.length ? tripIds : null,
      tagIds: tagIds.length ? tagIds : null,
    },
    fetchPolicy: "cache-and-network",
  });
  const departures = (data ?? previousData)?.departures;
  const byDay = useMemo(() => {
    const days = new Map<string, DepartureItem[]>();
    for (const departure of departures ?? [])
      days.set(departure.date, [...(days.get(departure.date) ?? []), departure]);
    return days;
  }, [departures]);

  const viewTitle =
    view === "month"
      ? t("departures.monthTitle", {
          month: t(`departures.month.${Number(range.month.slice(5, 7))}` as MessageKey),
          year: range.month.slice(0, 4),
        })
      : t("departures.weekTitle", { from: formatDate(range.from), to: formatDate(range.to) });
  useTodayInView(body, data && range.days.includes(today) ? `${view}:${range.from}:${String(narrow)}` : null);

  return (
    <>
      <PageHeader title={title} />
      <CalendarToolbar
        view={view}
        title={viewTitle}
        tripIds={tripIds}
        tagIds={tagIds}
        onView={(next) => list.setFilters({ view: next === "month" ? "" : next })}
        onStep={(step) => list.setFilters({ date: stepAnchor(view, anchor, step) })}
        onToday={() => list.setFilters({ date: "" })}
        onTrips={(ids) => list.setFilters({ trips: ids.join(",") })}
        onTags={(ids) => list.setFilters({ tags: ids.join(",") })}
      />
      <FillLegend />
      {error && !departures ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : departures && departures.length === 0 ? (
        <EmptyNotice
          icon={<IconCalendarEvent size={28} aria-hidden />}
          title={t("departures.emptyTitle")}
          description={t("departures.emptyText")}
        />
      ) : (
        <div ref={body}>
          {narrow ? (
            <CalendarDayList days={range.days} byDay={byDay} today={today} />
          ) : (
            <CalendarGrid
              view={view}
              range={range}
              today={today}
              byDay={byDay}
              onOpenWeek={(day) => list.setFilters({ view: "week", date: day })}
            />
          )}
        </div>
      )}
    </>
  );
}

/**
 * A range holding today opens with today in view (a month is taller than a window, and a phone lists every day with
 * departures): once per range and layout, once its departures have loaded, and only when today is off-screen.
 */
function useTodayInView(container: React.RefObject<HTMLDivElement | null>, key: string | null) {
  useEffect(() => {
    const target = key ? container.current?.querySelector("[data-today]") : null;
    if (!target) return;
    const box = target.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= window.innerHeight) return;
    target.scrollIntoView({ block: "center" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per range and layout (the key), not per render
  }, [key]);
}
