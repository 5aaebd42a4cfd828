import { Group, Input, Stack, TextInput } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import { CUSTOM_PRICE_MAX } from "../form-rules";
import { AddButton } from "./AddButton";
import { PriceInput } from "./PriceInput";
import { RemoveButton } from "./RemoveButton";

/** CUSTOMIZE pricing: 1 to 10 named prices (e.g. Economy, Premium). */
export function CustomPriceList() {
  const { t } = useI18n();
  const form = useTripFormContext();
  const lines = form.getValues().customPrices;
  return (
    <Stack gap="xs">
      {lines.map((_, index) => (
        <Group key={index} align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t("tripForm.priceName")}
            withAsterisk
            style={{ flex: 2 }}
            {...form.getInputProps(`customPrices.${index}.name`)}
          />
          <PriceInput
            label={t("tripForm.linePrice")}
            withAsterisk
            style={{ flex: 1 }}
            {...form.getInputProps(`customPrices.${index}.price`)}
          />
          {lines.length > 1 ? (
            <RemoveButton
              label={t("tripForm.removePrice", { index: index + 1 })}
              onClick={() => form.removeListItem("customPrices", index)}
              mt={25}
            />
          ) : null}
        </Group>
      ))}
      <Input.Error>{form.errors.customPrices}</Input.Error>
      <AddButton
        label={t("tripForm.addPrice")}
        count={lines.length}
        max={CUSTOM_PRICE_MAX}
        onClick={() => form.insertListItem("customPrices", { name: "", price: "" })}
      />
    </Stack>
  );
}
