/** How full a departure is, for its chip's colour (docs/catalogue-contract.md section 7): never the only sign. */
export type Fill = "open" | "filling" | "full" | "unlimited";

export const FILL_COLORS: Record<Fill, string> = { open: "green", filling: "yellow", full: "red", unlimited: "gray" };

export function fillOf({ capacity, sold, locked }: { capacity: number | null; sold: number; locked: number }): Fill {
  if (capacity === null) return "unlimited";
  const taken = sold + locked;
  if (capacity <= 0 || taken >= capacity) return "full";
  return taken / capacity < 0.7 ? "open" : "filling";
}

/** The manifest's search, so a departure is a bookmarkable address. */
export function manifestSearch({ tripId, date, shiftId }: { tripId: string; date: string; shiftId: string | null }) {
  const params = new URLSearchParams({ tripId, date });
  if (shiftId) params.set("shift", shiftId);
  return `?${params.toString()}`;
}
