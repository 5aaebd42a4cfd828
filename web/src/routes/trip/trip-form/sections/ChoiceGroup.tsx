import { Group, Radio } from "@mantine/core";

interface ChoiceGroupProps<T extends string> {
  label: string;
  options: readonly T[];
  optionLabel(option: T): string;
  value: T;
  onChange(value: T): void;
}

/** A one-of choice of a few options (pricing, inventory, fee types): radios in a row that wraps on narrow screens. */
export function ChoiceGroup<T extends string>({ label, options, optionLabel, value, onChange }: ChoiceGroupProps<T>) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as T)}>
      <Group gap="lg" mt={6} wrap="wrap">
        {options.map((option) => (
          <Radio key={option} value={option} label={optionLabel(option)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
