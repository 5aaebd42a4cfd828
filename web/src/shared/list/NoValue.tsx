import { Text } from "@mantine/core";

/** A table cell's dimmed dash where a row has no value. */
export const NoValue = () => (
  <Text span c="dimmed" size="sm">
    –
  </Text>
);
