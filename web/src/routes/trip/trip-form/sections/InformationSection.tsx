import { namesOf, TRIP_TYPES } from "#rules";
import { useI18n } from "@/i18n/i18n";
import { ImageUpload } from "@/shared/upload";
import { useTripFormContext } from "../form-context";
import { FormSection } from "@/shared/form";
import { ChoiceGroup } from "./ChoiceGroup";
import { NameCodeFields } from "./NameCodeFields";
import { TagSelect } from "../../tags-list/TagSelect";

const TRIP_TYPE_CHOICES = namesOf(TRIP_TYPES);

/** Name, Trip ID, trip type, tags and the trip image (recommended 1350×540). */
export function InformationSection() {
  const { t } = useI18n();
  const form = useTripFormContext();
  const image = form.getInputProps("image");
  const tags = form.getInputProps("tagIds");
  return (
    <FormSection title={t("tripForm.information")}>
      <NameCodeFields nameProps={form.getInputProps("name")} codeProps={form.getInputProps("code")} />
      <ChoiceGroup
        label={t("tripForm.tripType")}
        options={TRIP_TYPE_CHOICES}
        optionLabel={(type) => t(`tripForm.tripType.${type}`)}
        value={form.getValues().tripType}
        onChange={(type) => form.setFieldValue("tripType", type)}
      />
      <TagSelect value={tags.value as string[]} onChange={tags.onChange} error={tags.error} />
      <ImageUpload
        label={t("tripForm.image")}
        description={t("tripForm.imageHint")}
        value={form.getValues().image}
        onChange={(value) => form.setFieldValue("image", value)}
        error={image.error}
        previewWidth={300}
        previewHeight={120}
      />
    </FormSection>
  );
}
