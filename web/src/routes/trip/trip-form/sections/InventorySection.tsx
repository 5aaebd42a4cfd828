import { namesOf, INVENTORY_TYPES } from "#rules";
import { NumberInput, SimpleGrid } from "@mantine/core";
import type { InventoryType } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import type { SeatUsage } from "../form-rules";
import { FormSection } from "@/shared/form";
import { ChoiceGroup } from "./ChoiceGroup";
import { DateInventoryList } from "./DateInventoryList";
import { ShiftList } from "./ShiftList";

const INVENTORY_CHOICES = namesOf(INVENTORY_TYPES);

/** Inventory modes (total, unlimited, by date/shift) and the passengers' minimum age. */
export function InventorySection({ usage }: { usage: SeatUsage }) {
  const { t } = useI18n();
  const form = useTripFormContext();
  const inventoryType = form.getValues().inventoryType;
  return (
    <FormSection title={t("tripForm.inventory")}>
      <ChoiceGroup<InventoryType>
        label={t("tripForm.inventoryType")}
        options={INVENTORY_CHOICES}
        optionLabel={(type) => t(`tripForm.inventory.${type}`)}
        value={form.getValues().inventoryType}
        onChange={(value) => form.setFieldValue("inventoryType", value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {inventoryType === "TOTAL" ? (
          <NumberInput
            label={t("tripForm.totalQuantity")}
            description={usage.total > 0 ? t("tripForm.used", { count: usage.total }) : undefined}
            inputWrapperOrder={["label", "input", "description", "error"]}
            withAsterisk
            {...form.getInputProps("totalQuantity")}
          />
        ) : null}
        <NumberInput
          label={t("tripForm.ageLimit")}
          description={t("tripForm.ageLimitHint")}
          inputWrapperOrder={["label", "input", "description", "error"]}
          {...form.getInputProps("ageLimit")}
        />
      </SimpleGrid>
      {inventoryType === "BY_DATE_SHIFT" ? (
        <>
          <ShiftList />
          <DateInventoryList usage={usage} />
        </>
      ) : null}
    </FormSection>
  );
}
