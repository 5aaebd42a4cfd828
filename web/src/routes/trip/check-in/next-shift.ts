/**
 * The shift the check-in screen starts on for a date: the next departure's, as the desk at 8 a.m. expects (issue 61).
 * A shift says when it leaves only by its name ("08:00", "9:30 Harbor"); on today the first shift whose time is not
 * past is next. Another day, every time past, or names without a time ("Morning") start on the first shift.
 */
const SHIFT_TIME = /^\s*(\d{1,2}):(\d{2})(?!\d)/;

/** The time a shift's name starts with, as `HH:mm`, or null when it names none. */
export function shiftTime(name: string): string | null {
  const match = SHIFT_TIME.exec(name);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, "0")}:${match[2]}` : null;
}

/**
 * The shift of the next departure on `date` among `shifts` (in the trip's order): `today` and `now` (`HH:mm`) are the
 * company's wall clock. "" for a trip without shifts.
 */
export function nextShift(shifts: readonly string[], date: string, today: string, now: string): string {
  const first = shifts[0] ?? "";
  if (date !== today) return first;
  const upcoming = shifts.find((name) => {
    const time = shiftTime(name);
    return time !== null && time >= now;
  });
  return upcoming ?? first;
}
