import { Text } from "@mantine/core";

/**
 * An amount as the gateway sends it (a decimal string with 2 places, already floored): shown as is, in tabular
 * figures so columns of money line up; the caller right-aligns the cell.
 */
export function Money({ value, strong = false }: { value: string; strong?: boolean }) {
  return (
    <Text
      span
      size="sm"
      fw={strong ? 600 : undefined}
      style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
    >
      {value}
    </Text>
  );
}
