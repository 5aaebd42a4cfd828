import { Box, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";

export interface Description {
  label: string;
  /** Empty values (null, undefined, "") show a dash, so every field keeps its place. */
  value: React.ReactNode;
  /** Takes the whole row (long texts such as a user agent). */
  wide?: boolean;
}

/** At or below this viewport width the pairs stack in one column. */
const ONE_COLUMN_QUERY = "(max-width: 800px)";

/** Label–value pairs of a detail screen: two columns on a wide screen, one on a narrow one. */
export function DescriptionList({ items }: { items: readonly Description[] }) {
  const oneColumn = useMediaQuery(ONE_COLUMN_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: "grid",
        gridTemplateColumns: oneColumn ? "minmax(0, 1fr)" : "repeat(2, minmax(0, 1fr))",
        gap: "10px var(--mantine-spacing-xl)",
      }}
    >
      {items.map((item) => (
        <Box
          key={item.label}
          style={{ display: "flex", gap: "var(--mantine-spacing-sm)", gridColumn: item.wide ? "1 / -1" : undefined }}
        >
          <Text component="dt" size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {isEmpty(item.value) ? (
              <Text span c="dimmed" size="sm">
                –
              </Text>
            ) : (
              item.value
            )}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

const isEmpty = (value: React.ReactNode) => value === null || value === undefined || value === "";
