import { namesOf, PASSENGER_TYPES, PRICING_TYPES } from "#rules";
import { SimpleGrid, Text } from "@mantine/core";
import type { PricingType } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import { FormSection } from "@/shared/form";
import { ChoiceGroup } from "./ChoiceGroup";
import { CustomPriceList } from "./CustomPriceList";
import { PriceInput } from "./PriceInput";

const PRICING_CHOICES = namesOf(PRICING_TYPES);

/** Ticket pricing: flat per person, by passenger type, customize, free. */
export function PricingSection() {
  const { t } = useI18n();
  const form = useTripFormContext();
  const pricingType = form.getValues().pricingType;
  return (
    <FormSection title={t("tripForm.pricing")}>
      <ChoiceGroup<PricingType>
        label={t("tripForm.pricingType")}
        options={PRICING_CHOICES}
        optionLabel={(type) => t(`tripForm.pricing.${type}`)}
        value={form.getValues().pricingType}
        onChange={(value) => form.setFieldValue("pricingType", value)}
      />
      {pricingType === "FLAT" ? (
        <PriceInput label={t("tripForm.price")} withAsterisk maw={240} {...form.getInputProps("price")} />
      ) : null}
      {pricingType === "BY_PASSENGER_TYPE" ? (
        <div>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {PASSENGER_TYPES.map((type) => (
              <PriceInput
                key={type}
                label={t(`tripForm.passenger.${type}`)}
                withAsterisk={type === "adult"}
                {...form.getInputProps(`passengerPrices.${type}`)}
              />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={6}>
            {t("tripForm.passengerHint")}
          </Text>
        </div>
      ) : null}
      {pricingType === "CUSTOMIZE" ? <CustomPriceList /> : null}
      {pricingType === "FREE" ? (
        <Text size="sm" c="dimmed">
          {t("tripForm.freeHint")}
        </Text>
      ) : null}
    </FormSection>
  );
}
