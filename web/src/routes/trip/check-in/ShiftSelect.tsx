import { useEffect, useRef } from "react";
import { Select } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { dayIn, formatDateTime } from "#rules";
import { useI18n } from "@/i18n/i18n";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { CheckInTripShiftsQuery } from "./check-in-documents";
import { nextShift } from "./next-shift";

interface ShiftSelectProps {
  tripId: string;
  /** The departure's date (`YYYY-MM-DD`): its next shift is picked when the trip or the date changes. */
  date: string;
  /** The chosen shift's name, "" for a trip without shifts. */
  value: string;
  onChange(shift: string): void;
  /** Answers the chosen trip's code once known, for the counts' heading. */
  onTripCode(code: string): void;
}

/**
 * The chosen trip's shifts (only those that carry seats): a departure is one of them, so nothing else can be typed.
 * A trip without shifts has the one departure a day, shown as "No shift". When the trip or the date changes, the next
 * departure's shift is picked (next-shift.ts); a shift the desk picks stays until then.
 */
export function ShiftSelect({ tripId, date, value, onChange, onTripCode }: ShiftSelectProps) {
  const { t } = useI18n();
  const { timeZone } = useTenantTime();
  /** The trip and date the shift was last picked for. */
  const pickedFor = useRef("");
  const { data } = useQuery(CheckInTripShiftsQuery, { variables: { id: tripId }, skip: !tripId });
  const trip = tripId ? data?.trip : undefined;
  const shifts = trip?.shifts.filter((shift) => shift.selected).map((shift) => shift.name) ?? [];
  const first = shifts[0] ?? "";
  const known = shifts.includes(value) || (shifts.length === 0 && value === "");

  useEffect(() => {
    // The answer of the trip on screen (not the one before while the new one loads).
    if (!trip || trip.id !== tripId) return;
    const key = `${tripId} ${date}`;
    if (pickedFor.current === key && known) return;
    pickedFor.current = key;
    const now = new Date();
    onChange(nextShift(shifts, date, dayIn(timeZone, now), formatDateTime(now.toISOString(), timeZone).slice(-5)));
    // `shifts` is new on every render; the trip, its date and whether the value is one of its shifts decide it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trip, tripId, date, known, timeZone, onChange]);
  useEffect(() => {
    if (trip) onTripCode(trip.code);
  }, [trip, onTripCode]);

  return (
    <Select
      size="lg"
      label={t("checkIn.shift")}
      data={shifts}
      value={shifts.length > 0 ? value || null : null}
      onChange={(shift) => onChange(shift ?? first)}
      placeholder={t("checkIn.noShift")}
      disabled={shifts.length === 0}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
