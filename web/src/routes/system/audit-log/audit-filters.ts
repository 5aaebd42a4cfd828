/**
 * The Change History screen's search (docs/system-contract.md section 8): the URL params, their rules (the server's
 * own, `auditFilterFailures`) and the `auditTrail` arguments they become, which the export takes too. No React here.
 */
import { AUDIT_AREAS, auditFilterFailures, namesOf } from "#rules";
import type { AuditArea } from "@/gql/graphql";
import { ruleText } from "@/i18n/rule-text";
import { activeFilters } from "@/shared/list/list-state";

export const AUDIT_CSV_PATH = "/exports/audit-trail.csv";

export const AUDIT_FILTER_KEYS = ["area", "actor", "dateFrom", "dateTo"] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];
export type AuditUrlFilters = Record<AuditFilterKey, string>;

export const AUDIT_AREA_NAMES = namesOf(AUDIT_AREAS) as AuditArea[];
const isAreaName = (value: string): value is AuditArea => (AUDIT_AREA_NAMES as string[]).includes(value);

/** A bad day or an end before the start, worded under its field: such a search is not sent. */
export function auditSearchErrors(filters: AuditUrlFilters): Partial<AuditUrlFilters> {
  const failures = auditFilterFailures(filters);
  return Object.fromEntries(Object.entries(failures).map(([field, failure]) => [field, ruleText(failure!)]));
}

/** The URL's filters as `auditTrail`'s arguments (and the export's query): unset ones left out. */
export function toAuditArgs(filters: AuditUrlFilters): {
  area?: AuditArea;
  actor?: string;
  dateFrom?: string;
  dateTo?: string;
} {
  const { area, ...others } = activeFilters(filters);
  return { ...others, ...(area && isAreaName(area) ? { area } : {}) };
}
