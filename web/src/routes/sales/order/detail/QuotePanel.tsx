import type { ReactNode } from "react";
import { Alert, Group, Loader, Table, Text, type MantineColor } from "@mantine/core";

interface QuotePanelProps {
  color: MantineColor;
  /** The quote's figures, one row each: a label and its right-aligned value, in bold when `strong`. */
  rows: { label: string; value: ReactNode; strong?: boolean }[];
  /** What the figures mean, under them. */
  children?: ReactNode;
}

/** What the server quotes for an operation before anything is written, read out when it changes. */
export function QuotePanel({ color, rows, children }: QuotePanelProps) {
  return (
    <Alert color={color} variant="light" aria-live="polite">
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td ta="right" fw={row.strong ? 700 : undefined}>
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {children}
    </Alert>
  );
}

/** The line shown while the first quote is asked for. */
export function QuoteLoading({ label }: { label: string }) {
  return (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
