import { isMonth } from "#rules";
import { Box, Grid, Stack } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { IconArrowLeft } from "@tabler/icons-react";
import { graphql } from "@/gql";
import type { StatementDetailQuery as StatementDetailData } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { DetailById } from "@/routes/sales/shared/DetailById";
import { LinkButton } from "@/shared/LinkButton";
import { PageHeader } from "@/shared/PageHeader";
import { usePagedListQuery } from "@/shared/list";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { StatementEntries, StatementEntriesQuery, StatementEntryRow_entry } from "./statement/StatementEntries";
import { StatementLinesCard } from "./statement/StatementLinesCard";
import { StatementSummaryCard } from "./statement/StatementSummaryCard";
import { ENTRY_FILTER_KEYS, isEntryKind, monthLabel, STATEMENT_LIST_PATH } from "./statement/statement-values";

export const StatementDetailQuery = graphql(`
  query StatementDetail($month: String!) {
    statement(month: $month) {
      month
      ...StatementSummaryCard_statement
      ...StatementLinesCard_statement
    }
  }
`);

/** Statement Detail (?month=YYYY-MM): the balance and how it is paid, the lines with their rates, then the entries. */
export default function StatementDetailScreen() {
  return (
    <DetailById
      listPath={STATEMENT_LIST_PATH}
      param="month"
      accepts={isMonth}
      query={StatementDetailQuery}
      render={(data) => <StatementDetail statement={data.statement} />}
    />
  );
}

function StatementDetail({ statement }: { statement: StatementDetailData["statement"] }) {
  const { t, language } = useI18n();
  const time = useTenantTime();
  const can = useCan();
  const entriesRef = useRef<HTMLDivElement>(null);
  const entries = usePagedListQuery({
    query: StatementEntriesQuery,
    row: StatementEntryRow_entry,
    filterKeys: ENTRY_FILTER_KEYS,
    subject: ["month"],
    variables: (filters, page) => ({
      month: filters.month,
      kind: isEntryKind(filters.kind) ? filters.kind : null,
      page,
    }),
    page: (data) => data.statement.entries,
  });
  // The entries sit below the fold on most screens: a line's click shows them once its filter is in the URL (the
  // navigation first scrolls to the top).
  const scrollToEntries = useRef(false);
  const { key: locationKey } = useLocation();
  useEffect(() => {
    if (!scrollToEntries.current) return;
    scrollToEntries.current = false;
    entriesRef.current?.scrollIntoView({ block: "start" });
  }, [locationKey]);

  return (
    <>
      <PageHeader
        title={t("statements.detailTitle", { month: monthLabel(statement.month, language) })}
        actions={
          <LinkButton to={STATEMENT_LIST_PATH} icon={IconArrowLeft}>
            {t("statements.backToList")}
          </LinkButton>
        }
      />
      <Stack gap="lg">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <StatementSummaryCard statement={statement} timeZone={time.timeZone} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <StatementLinesCard
              statement={statement}
              onShowEntries={(kind) => {
                // Before the filter: its navigation renders at once (useListParams), its effect included.
                scrollToEntries.current = true;
                entries.setFilters({ kind });
              }}
            />
          </Grid.Col>
        </Grid>
        <Box ref={entriesRef} style={{ scrollMarginTop: 72 }}>
          <StatementEntries list={entries} time={time} canExport={can("/statement/export")} />
        </Box>
      </Stack>
    </>
  );
}
