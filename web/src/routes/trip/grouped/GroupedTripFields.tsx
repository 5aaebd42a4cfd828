import { Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useI18n } from "@/i18n/i18n";
import { ImageUpload } from "@/shared/upload";
import { TagSelect } from "../tags-list/TagSelect";
import { MemberComparison } from "./MemberComparison";
import { MismatchAlert } from "./MismatchAlert";
import { TripSelect } from "@/shared/TripSelect";
import type { GroupedTripValues } from "./grouped-trip-values";

interface GroupedTripFieldsProps {
  form: UseFormReturnType<GroupedTripValues>;
  /** The vendor API's refusal of the chosen pair, named per setting. */
  mismatches: readonly string[];
  /** A new pair was chosen: the previous refusal no longer applies. */
  onPairChange(): void;
}

/**
 * The grouped trip's fields, shared by create and edit. The two trips come first: whether they may be sold together
 * decides everything else.
 */
export function GroupedTripFields({ form, mismatches, onPairChange }: GroupedTripFieldsProps) {
  const { t } = useI18n();
  const { trip1Id, trip2Id } = form.values;

  const choose = (field: "trip1Id" | "trip2Id", value: string | null) => {
    form.setFieldValue(field, value);
    // Trip 2's "must be different" depends on Trip 1 too.
    if (form.getValues().trip2Id) form.validateField("trip2Id");
    onPairChange();
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <div>
            <Title order={2} fz="md">
              {t("groupedTrip.members")}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t("groupedTrip.membersHint")}
            </Text>
          </div>
          <MismatchAlert messages={mismatches} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TripSelect
              label={t("groupedTrip.trip1")}
              value={trip1Id ?? ""}
              onChange={(value) => choose("trip1Id", value || null)}
              error={form.errors.trip1Id}
              singleOnly
              withAsterisk
            />
            <TripSelect
              label={t("groupedTrip.trip2")}
              value={trip2Id ?? ""}
              onChange={(value) => choose("trip2Id", value || null)}
              error={form.errors.trip2Id}
              singleOnly
              withAsterisk
            />
          </SimpleGrid>
          <Switch
            label={t("groupedTrip.requireSameDay")}
            description={t("groupedTrip.requireSameDayHint")}
            {...form.getInputProps("requireSameDay", { type: "checkbox" })}
          />
          {trip1Id && trip2Id && trip1Id !== trip2Id ? <MemberComparison trip1Id={trip1Id} trip2Id={trip2Id} /> : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2} fz="md">
            {t("groupedTrip.information")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("groupedTrip.name")} withAsterisk {...form.getInputProps("name")} />
            <TextInput
              label={t("groupedTrip.code")}
              description={t("groupedTrip.codeHint")}
              // Below the input, so the two inputs of the row line up.
              inputWrapperOrder={["label", "input", "description", "error"]}
              withAsterisk
              {...form.getInputProps("code")}
            />
          </SimpleGrid>
          <TagSelect
            value={form.values.tagIds}
            onChange={(value) => form.setFieldValue("tagIds", value)}
            error={form.errors.tagIds}
          />
          <ImageUpload
            label={t("groupedTrip.image")}
            description={t("groupedTrip.imageHint")}
            previewWidth={270}
            previewHeight={108}
            value={form.values.image}
            onChange={(image) => form.setFieldValue("image", image)}
            error={form.errors.image}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
