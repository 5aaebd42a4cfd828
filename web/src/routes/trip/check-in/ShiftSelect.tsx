import { useEffect } from "react";
import { Select } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useI18n } from "@/i18n/i18n";
import { CheckInTripShiftsQuery } from "./check-in-documents";

interface ShiftSelectProps {
  tripId: string;
  /** The chosen shift's name, "" for a trip without shifts. */
  value: string;
  onChange(shift: string): void;
  /** Answers the chosen trip's code once known, for the counts' heading. */
  onTripCode(code: string): void;
}

/**
 * The chosen trip's shifts (only those that carry seats): a departure is one of them, so nothing else can be typed.
 * A trip without shifts has the one departure a day, shown as "No shift". The first shift is picked when the trip
 * changes and the chosen one is not among its shifts.
 */
export function ShiftSelect({ tripId, value, onChange, onTripCode }: ShiftSelectProps) {
  const { t } = useI18n();
  const { data } = useQuery(CheckInTripShiftsQuery, { variables: { id: tripId }, skip: !tripId });
  const trip = tripId ? data?.trip : undefined;
  const shifts = trip?.shifts.filter((shift) => shift.selected).map((shift) => shift.name) ?? [];
  const first = shifts[0] ?? "";
  const known = shifts.includes(value) || (shifts.length === 0 && value === "");

  useEffect(() => {
    if (trip && !known) onChange(first);
  }, [trip, known, first, onChange]);
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
