import { TextInput, type TextInputProps } from "@mantine/core";

/**
 * A money amount as typed: kept as text so '12.345' or '-1' reach the 'Invalid price' rule instead of being silently
 * rounded or clamped by a number input.
 */
export function PriceInput(props: TextInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" styles={{ input: { textAlign: "right" } }} {...props} />;
}
