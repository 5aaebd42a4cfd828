import { TextInput, Textarea } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import type { TextSection } from "../content-sections";
import { useTripFormContext } from "../form-context";
import { EntryList } from "./EntryList";

/** Sections whose entries are paragraphs rather than short lines. */
const PARAGRAPHS: ReadonlySet<TextSection> = new Set(["overview", "terms"]);

/** Includes, overview, destination, free services and terms: one text per entry. */
export function TextEntries({ section }: { section: TextSection }) {
  const { t } = useI18n();
  const form = useTripFormContext();
  return (
    <EntryList
      section={section}
      compact
      renderEntry={(index) => {
        const props = {
          "aria-label": `${t(`tripForm.section.${section}`)} ${index + 1}`,
          ...form.getInputProps(`${section}.${index}`),
        };
        return PARAGRAPHS.has(section) ? <Textarea autosize minRows={2} {...props} /> : <TextInput {...props} />;
      }}
    />
  );
}
