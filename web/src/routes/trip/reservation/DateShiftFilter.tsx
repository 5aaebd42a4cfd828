import { Select, TextInput } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";
import { useReservationStatistics } from "./statistics-query";

interface DateShiftFilterProps {
  tripId: string;
  date: string;
  shift: string;
  /** Called with what changed only: the other value may not have reached this render yet. */
  onChange(patch: { date?: string; shift?: string }): void;
}

/**
 * Travel date and shift of the chosen trip. The choices are the trip's dates and shifts with seats or passengers
 * (its statistics); a user without the statistics permission types them instead.
 */
export function DateShiftFilter({ tripId, date, shift, onChange }: DateShiftFilterProps) {
  const { t } = useI18n();
  const { data, loading, allowed } = useReservationStatistics(tripId);

  if (!allowed) {
    return (
      <>
        <TextInput
          type="date"
          label={t("reservation.date")}
          value={date}
          onChange={(event) => onChange({ date: event.currentTarget.value })}
          disabled={!tripId}
          w={170}
        />
        <TextInput
          label={t("reservation.shift")}
          placeholder={t("reservation.anyShift")}
          defaultValue={shift}
          key={shift}
          onBlur={(event) => onChange({ shift: event.currentTarget.value.trim() })}
          disabled={!tripId}
          w={150}
        />
      </>
    );
  }

  const rows = data?.reservationStatistics.rows ?? [];
  const dates = [...new Set(rows.map((row) => row.date))];
  const shifts = [
    ...new Set(rows.filter((row) => row.shift && (!date || row.date === date)).map((row) => row.shift as string)),
  ];
  // A date or shift from the URL stays selectable even if the trip no longer offers it.
  if (date && !dates.includes(date)) dates.unshift(date);
  if (shift && !shifts.includes(shift)) shifts.unshift(shift);

  return (
    <>
      <Select
        label={t("reservation.date")}
        placeholder={loading && !data ? t("reservation.loadingDates") : t("reservation.anyDate")}
        data={dates.map((value) => ({ value, label: formatDate(value) }))}
        value={date || null}
        onChange={(next) => {
          const nextDate = next ?? "";
          const keepShift = rows.some((row) => row.date === nextDate && row.shift === shift);
          onChange(keepShift || !nextDate ? { date: nextDate } : { date: nextDate, shift: "" });
        }}
        searchable
        clearable
        disabled={!tripId}
        nothingFoundMessage={t("reservation.noDates")}
        w={160}
      />
      <Select
        label={t("reservation.shift")}
        placeholder={shifts.length ? t("reservation.anyShift") : t("reservation.noShifts")}
        data={shifts}
        value={shift || null}
        onChange={(next) => onChange({ shift: next ?? "" })}
        clearable
        disabled={!tripId || shifts.length === 0}
        w={150}
      />
    </>
  );
}
