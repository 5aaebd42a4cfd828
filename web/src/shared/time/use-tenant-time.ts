import { DEFAULT_TIME_ZONE } from "#rules";
import { useI18n } from "@/i18n/i18n";
import { formatDateTime } from "@/shared/time/format-time";
import { useTenantTimeZone } from "@/shared/time/use-tenant-time-zone";

export interface TenantTime {
  timeZone: string;
  /** `MM/dd/yyyy HH:mm` (Chinese: `yyyy/MM/dd HH:mm`) in the tenant's zone; null for no time (shown as a dash). */
  format(iso: string | null | undefined): string | null;
}

/** Times of the sales screens, shown in the tenant's time zone. */
export function useTenantTime(): TenantTime {
  const timeZone = useTenantTimeZone() ?? DEFAULT_TIME_ZONE;
  const { language } = useI18n();
  return { timeZone, format: (iso) => (iso ? formatDateTime(iso, timeZone, language) : null) };
}
