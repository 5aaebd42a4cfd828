import { DEFAULT_TIME_ZONE, formatDateTime } from "#rules";
import { useTenantTimeZone } from "@/shared/time/use-tenant-time-zone";

export interface TenantTime {
  timeZone: string;
  /** `MM/dd/yyyy HH:mm` in the tenant's zone; null for no time (shown as a dash). */
  format(iso: string | null | undefined): string | null;
}

/** Times of the sales screens, shown in the tenant's time zone. */
export function useTenantTime(): TenantTime {
  const timeZone = useTenantTimeZone() ?? DEFAULT_TIME_ZONE;
  return { timeZone, format: (iso) => (iso ? formatDateTime(iso, timeZone) : null) };
}
