import { Anchor, Group, Select, Text } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { StatementEntryKind, StatementEntryRow_EntryFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { orderDetailPath, refundDetailPath } from "@/routes/sales/order/order-links";
import { DetailSection } from "@/routes/sales/shared/DetailSection";
import { ExportButton, exportUrlOf } from "@/shared/export";
import { DataTable, ListEmpty, ListPagination, NoValue, type DataColumn, type PagedListQuery } from "@/shared/list";
import type { TenantTime } from "@/shared/time/use-tenant-time";
import { SignedMoney } from "./StatementParts";
import { isEntryKind, STATEMENT_ENTRIES_CSV_PATH, STATEMENT_LINES } from "./statement-values";

export const StatementEntriesQuery = graphql(`
  query StatementEntries($month: String!, $kind: StatementEntryKind, $page: PageInput) {
    statement(month: $month) {
      month
      entries(kind: $kind, page: $page) {
        items {
          ...StatementEntryRow_entry
        }
        total
      }
    }
  }
`);

export const StatementEntryRow_entry = graphql(`
  fragment StatementEntryRow_entry on StatementEntry {
    kind
    time
    amount
    orderId
    orderNumber
    refundId
    refundNumber
    paymentId
  }
`);

type EntryRow = StatementEntryRow_EntryFragment;
export type EntryList = PagedListQuery<"month" | "kind", EntryRow>;

/** An entry is one per order, refund or payment of its kind (the subscription fee is alone in its line). */
const entryKey = (entry: EntryRow) =>
  `${entry.kind}:${entry.orderId ?? entry.refundId ?? entry.paymentId ?? entry.time}`;

function Reference({ entry }: { entry: EntryRow }) {
  const { t } = useI18n();
  if (entry.refundId && entry.refundNumber) {
    return (
      <Anchor component={Link} to={refundDetailPath(entry.refundId)} size="sm" style={{ whiteSpace: "nowrap" }}>
        {entry.refundNumber}
      </Anchor>
    );
  }
  if (entry.orderId && entry.orderNumber) {
    return (
      <Anchor component={Link} to={orderDetailPath(entry.orderId)} size="sm" style={{ whiteSpace: "nowrap" }}>
        {entry.orderNumber}
      </Anchor>
    );
  }
  if (entry.paymentId) return <Text size="sm">{t("statements.payment", { id: entry.paymentId })}</Text>;
  return <NoValue />;
}

/** The month's entries, by time, narrowed to one line (`?kind=`), paged by the server; exported as the month's file. */
export function StatementEntries({ list, time, canExport }: { list: EntryList; time: TenantTime; canExport: boolean }) {
  const { t } = useI18n();
  const { month, kind } = list.filters;
  const columns: DataColumn<EntryRow>[] = [
    {
      key: "time",
      label: t("statements.entryTime"),
      cell: (entry) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {time.format(entry.time)}
        </Text>
      ),
    },
    {
      key: "kind",
      label: t("statements.entryKind"),
      cell: (entry) => <Text size="sm">{t(`statements.line.${entry.kind}`)}</Text>,
    },
    { key: "reference", label: t("statements.reference"), cell: (entry) => <Reference entry={entry} /> },
    {
      key: "amount",
      label: t("statements.lineAmount"),
      align: "right",
      cell: (entry) => <SignedMoney value={entry.amount} />,
    },
  ];
  const shownKind: StatementEntryKind | null = isEntryKind(kind) ? kind : null;

  return (
    <DetailSection
      title={t("statements.entries")}
      bare
      actions={
        <Group gap="sm">
          <Select
            aria-label={t("statements.entryKind")}
            data={STATEMENT_LINES.map((line) => ({ value: line.kind, label: t(`statements.line.${line.kind}`) }))}
            placeholder={t("statements.allLines")}
            value={shownKind}
            onChange={(value) => list.setFilters({ kind: value ?? "" })}
            clearable
            w={200}
          />
          {canExport ? (
            <ExportButton
              label={t("statements.exportEntries")}
              url={exportUrlOf(STATEMENT_ENTRIES_CSV_PATH, { month, kind: shownKind })}
            />
          ) : null}
        </Group>
      }
    >
      <DataTable<EntryRow>
        label={t("statements.entries")}
        columns={columns}
        visible={columns.map((column) => column.key)}
        rows={list.rows}
        rowKey={entryKey}
        stale={list.stale}
        skeletonRows={5}
        minWidth={560}
        empty={
          <ListEmpty
            icon={<IconListDetails size={28} aria-hidden />}
            title={t("statements.entriesEmptyTitle")}
            description={t("statements.entriesEmptyText")}
            filtered={list.filtered}
            onClearFilters={list.reset}
          />
        }
      />
      {list.pageSize === undefined ? null : (
        <ListPagination page={list.page} pageSize={list.pageSize} total={list.total} onChange={list.setPage} />
      )}
    </DetailSection>
  );
}
