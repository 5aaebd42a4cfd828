import { Group, Select, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { IconHistory } from "@tabler/icons-react";
import { auditAreaText } from "#rules";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { exportUrlOf } from "@/shared/export";
import { AuditEntry_auditEntry, auditAreaCode, auditWordsOf } from "@/shared/history";
import {
  applyChoice,
  filterInputProps,
  ListToolbar,
  PagedList,
  useFilterDraft,
  usePagedListQuery,
} from "@/shared/list";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { dateValueFormat, typedDay } from "@/shared/time/format-time";
import { auditColumns } from "./audit-log/audit-columns";
import {
  AUDIT_AREA_NAMES,
  AUDIT_CSV_PATH,
  AUDIT_FILTER_KEYS,
  auditSearchErrors,
  toAuditArgs,
  type AuditFilterKey,
  type AuditUrlFilters,
} from "./audit-log/audit-filters";

const AuditLogQuery = graphql(`
  query AuditLog($area: AuditArea, $actor: String, $dateFrom: String, $dateTo: String, $page: PageInput) {
    auditTrail(area: $area, actor: $actor, dateFrom: $dateFrom, dateTo: $dateTo, page: $page) {
      items {
        ...AuditEntry_auditEntry
      }
      total
    }
  }
`);

/**
 * Change History: every recorded change of the tenant's settings in words — who, when, area, record, each field
 * before → after — searched by area, user and days of the tenant's time zone (kept in the URL), paged on the server
 * and exported as filtered.
 */
export default function AuditLogScreen() {
  const { t, language } = useI18n();
  const time = useTenantTime();
  const can = useCan();
  const words = auditWordsOf(t);
  const list = usePagedListQuery({
    query: AuditLogQuery,
    row: AuditEntry_auditEntry,
    filterKeys: AUDIT_FILTER_KEYS,
    check: auditSearchErrors,
    variables: (filters, page) => ({ ...toAuditArgs(filters), page }),
    page: (data) => data.auditTrail,
  });
  const [draft, setDraft] = useFilterDraft<AuditUrlFilters>(list.filters);
  const day = (key: "dateFrom" | "dateTo") => ({
    value: draft[key] || null,
    error: list.searchErrors?.[key],
    onChange: (value: string | null) => setDraft({ ...draft, [key]: value ?? "" }),
    valueFormat: dateValueFormat(language),
    placeholder: dateValueFormat(language),
    dateParser: (text: string) => typedDay(text, language),
    clearable: true,
    w: 140,
  });

  return (
    <PagedList
      list={list}
      columns={auditColumns(t, time.format)}
      exportUrl={can("/audit/list") ? exportUrlOf(AUDIT_CSV_PATH, toAuditArgs(list.filters)) : undefined}
      toolbar={(columnChooser) => (
        <ListToolbar onSearch={() => list.setFilters(draft)} onReset={list.reset} extra={columnChooser}>
          <Select
            label={t("auditLog.area")}
            placeholder={t("auditLog.anyArea")}
            data={AUDIT_AREA_NAMES.map((area) => ({ value: area, label: auditAreaText(auditAreaCode(area), words) }))}
            value={draft.area || null}
            onChange={(value) => applyChoice(draft, setDraft, list.setFilters, { area: value ?? "" })}
            clearable
            w={170}
          />
          <TextInput
            {...filterInputProps<AuditFilterKey>(draft, setDraft, "actor")}
            label={t("auditLog.actor")}
            placeholder={t("auditLog.actorPlaceholder")}
            w={150}
          />
          {/* The two ends of the range wrap together onto a narrow screen's next row. */}
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <DateInput label={t("auditLog.dateFrom")} {...day("dateFrom")} />
            <DateInput label={t("auditLog.dateTo")} {...day("dateTo")} />
          </Group>
        </ListToolbar>
      )}
      minWidth={list.rows?.length === 0 ? undefined : 900}
      empty={{
        icon: <IconHistory size={28} aria-hidden />,
        title: t("auditLog.emptyTitle"),
        description: t("auditLog.emptyText"),
        problem: { title: t("auditLog.fixSearchTitle"), description: t("auditLog.fixSearchText") },
      }}
    />
  );
}
