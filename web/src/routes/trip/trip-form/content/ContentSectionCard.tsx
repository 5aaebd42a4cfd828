import { Button } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import type { ContentSection } from "../content-sections";
import { useTripFormContext } from "../form-context";
import { FormSection } from "@/shared/form";
import { DurationEntries } from "./DurationEntries";
import { ItineraryEntries } from "./ItineraryEntries";
import { LocationEntries } from "./LocationEntries";
import { RouteEntries } from "./RouteEntries";
import { TextEntries } from "./TextEntries";

function Entries({ section }: { section: ContentSection }) {
  switch (section) {
    case "route":
      return <RouteEntries />;
    case "duration":
      return <DurationEntries />;
    case "pickUp":
    case "dropOff":
      return <LocationEntries section={section} />;
    case "itinerary":
      return <ItineraryEntries />;
    default:
      return <TextEntries section={section} />;
  }
}

/** A content section on the form; removing it takes its entries off the trip when saved. */
export function ContentSectionCard({ section }: { section: ContentSection }) {
  const { t } = useI18n();
  const form = useTripFormContext();
  const title = t(`tripForm.section.${section}`);
  const remove = () => {
    const values = form.getValues();
    form.setValues({ sections: values.sections.filter((shown) => shown !== section), [section]: [] });
    form.clearFieldError(section);
  };
  return (
    <FormSection
      title={title}
      description={t(`tripForm.section.${section}.text`)}
      actions={
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          leftSection={<IconX size={14} aria-hidden />}
          aria-label={t("tripForm.removeSection", { section: title })}
          onClick={remove}
        >
          {t("tripForm.remove")}
        </Button>
      }
    >
      <Entries section={section} />
    </FormSection>
  );
}
