import { SegmentedControl } from "@mantine/core";
import { YearPickerInput } from "@mantine/dates";
import { IconReportMoney } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { exportUrlOf } from "@/shared/export";
import { ListToolbar, PagedList, usePagedListQuery } from "@/shared/list";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { StatementRow_statement, statementColumns } from "./statement/statement-columns";
import {
  STATEMENT_FILTER_KEYS,
  STATEMENT_STATE_FILTERS,
  STATEMENTS_CSV_PATH,
  toStatementFilter,
} from "./statement/statement-values";

const StatementListQuery = graphql(`
  query StatementList($filter: StatementFilter, $page: PageInput) {
    statements(filter: $filter, page: $page) {
      items {
        ...StatementRow_statement
      }
      total
    }
  }
`);

/** Statements: one per month, newest first, by state and year; each month opens its detail. */
export default function StatementListScreen() {
  const { t, language } = useI18n();
  const time = useTenantTime();
  const can = useCan();
  const list = usePagedListQuery({
    query: StatementListQuery,
    row: StatementRow_statement,
    filterKeys: STATEMENT_FILTER_KEYS,
    variables: (filters, page) => ({ filter: toStatementFilter(filters), page }),
    page: (data) => data.statements,
    isFiltered: (filters) => Object.keys(toStatementFilter(filters)).length > 0,
  });
  const filter = toStatementFilter(list.filters);

  return (
    <PagedList
      list={list}
      columns={statementColumns(t, language, time.timeZone)}
      exportUrl={can("/statement/export") ? exportUrlOf(STATEMENTS_CSV_PATH, { ...filter }) : undefined}
      toolbar={(columnChooser) => (
        <ListToolbar onSearch={list.refetch} onReset={list.reset} extra={columnChooser}>
          <SegmentedControl
            aria-label={t("statements.status")}
            data={STATEMENT_STATE_FILTERS.map((value) => ({
              value,
              label: t(`statements.state.${value || "ALL"}`),
            }))}
            value={filter.state ?? ""}
            onChange={(value) => list.setFilters({ state: value })}
          />
          <YearPickerInput
            label={t("statements.year")}
            placeholder={t("statements.allYears")}
            value={filter.year ? `${filter.year}-01-01` : null}
            onChange={(value) => list.setFilters({ year: value ? value.slice(0, 4) : "" })}
            clearable
            w={140}
          />
        </ListToolbar>
      )}
      minWidth={1040}
      empty={{
        icon: <IconReportMoney size={28} aria-hidden />,
        title: t("statements.emptyTitle"),
        description: t("statements.emptyText"),
      }}
    />
  );
}
