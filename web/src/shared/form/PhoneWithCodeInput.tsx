import { useId, useMemo } from "react";
import { Group, Input, Select, Text, TextInput, type ComboboxParsedItem, type OptionsFilter } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { callingCodeOptions, type CallingCodeOption } from "./calling-codes";

/** What `form.getInputProps(path)` gives one input. */
export interface FieldInputProps {
  value?: unknown;
  onChange: (value: unknown) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  error?: React.ReactNode;
}

interface PhoneWithCodeInputProps {
  label: string;
  description?: React.ReactNode;
  required?: boolean;
  /** The area code's input props (`+` and 1–4 digits). */
  code: FieldInputProps;
  /** The number's input props. */
  number: FieldInputProps;
}

/**
 * One phone field made of an area code (searchable by code or region name) and the number, with one label and the
 * messages of both parts under it, each part marked when it is the one refused.
 */
export function PhoneWithCodeInput({ label, description, required, code, number }: PhoneWithCodeInputProps) {
  const { t, language } = useI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const codeValue = typeof code.value === "string" && code.value ? code.value : null;
  const options = useMemo(() => callingCodeOptions(language, codeValue), [language, codeValue]);
  const regionsOf = useMemo(() => new Map(options.map((option) => [option.value, option.regions])), [options]);
  const filter: OptionsFilter = ({ options: items, search }) => {
    const query = search.trim().toLowerCase();
    if (!query) return items;
    return (items as ComboboxParsedItem[]).filter((item) => {
      if (!("value" in item)) return false;
      return item.value.includes(query) || (regionsOf.get(item.value) ?? "").toLowerCase().includes(query);
    });
  };
  const errors = [code.error, number.error].filter(Boolean);
  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      labelProps={{ htmlFor: id }}
      error={errors.length ? errors.map((error, index) => <div key={index}>{error}</div>) : undefined}
      errorProps={{ id: errorId }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start" mt={description ? 4 : 0}>
        <Select
          {...code}
          value={codeValue}
          error={Boolean(code.error)}
          aria-describedby={code.error ? errorId : undefined}
          aria-label={t("form.areaCode")}
          placeholder={t("form.areaCodePlaceholder")}
          data={options}
          filter={filter}
          renderOption={({ option }) => <CodeOption option={option as CallingCodeOption} regions={regionsOf} />}
          searchable
          w={108}
          comboboxProps={{ width: 260, position: "bottom-start" }}
          nothingFoundMessage={t("form.areaCodeNone")}
        />
        <TextInput
          {...number}
          id={id}
          value={typeof number.value === "string" ? number.value : ""}
          error={Boolean(number.error)}
          aria-describedby={number.error ? errorId : undefined}
          required={required}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t("form.phonePlaceholder")}
          style={{ flex: 1, minWidth: 0 }}
        />
      </Group>
    </Input.Wrapper>
  );
}

function CodeOption({ option, regions }: { option: CallingCodeOption; regions: Map<string, string> }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={500} w={48}>
        {option.value}
      </Text>
      <Text size="sm" c="dimmed" truncate>
        {regions.get(option.value)}
      </Text>
    </Group>
  );
}
