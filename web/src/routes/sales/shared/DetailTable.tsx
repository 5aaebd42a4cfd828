import { Text } from "@mantine/core";
import { DataTable, type DataColumn } from "@/shared/list";
import { DetailSection } from "./DetailSection";

interface DetailTableProps<T extends { id: string }> {
  /** The section's title, also the table's accessible name. */
  title: string;
  /** Beside the title, at its right (e.g. a total). */
  actions?: React.ReactNode;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  minWidth: number;
  /** Said in place of the rows when there are none; without it the table is left empty. */
  emptyText?: string;
}

/** A titled table of a detail screen: the record's own rows, all of them, every column shown (no chooser). */
export function DetailTable<T extends { id: string }>({
  title,
  actions,
  columns,
  rows,
  minWidth,
  emptyText,
}: DetailTableProps<T>) {
  return (
    <DetailSection title={title} actions={actions} bare>
      <DataTable<T>
        label={title}
        columns={columns}
        visible={columns.map((column) => column.key)}
        rows={rows}
        rowKey={(row) => row.id}
        minWidth={minWidth}
        empty={
          emptyText ? (
            <Text p="md" size="sm" c="dimmed">
              {emptyText}
            </Text>
          ) : null
        }
      />
    </DetailSection>
  );
}
