import { MultiSelect } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useShell } from "@/layout/shell-context";
import { ALL_TAGS_PAGE } from "./tag-rules";

const TagOptionsQuery = graphql(`
  query TagOptions($page: PageInput) {
    tags(page: $page) {
      items {
        id
        name
      }
    }
  }
`);

/**
 * The tags of a trip (single or grouped), chosen among the tenant's. Reading tags needs the Tags screen's permission:
 * without it the picker is not shown, so the form never sends the user to the no-permission page.
 */
export function TagSelect({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange(value: string[]): void;
  error?: React.ReactNode;
}) {
  const { t } = useI18n();
  const mayListTags = useShell().pageKeys.has("tags_list");
  const { data } = useQuery(TagOptionsQuery, {
    variables: { page: ALL_TAGS_PAGE },
    context: { errorHandling: "silent" },
    skip: !mayListTags,
  });
  if (!mayListTags) return null;
  const options = data?.tags.items.map((tag) => ({ value: tag.id, label: tag.name })) ?? [];
  return (
    <MultiSelect
      label={t("tags.pickerLabel")}
      placeholder={value.length ? undefined : t("tags.pickerPlaceholder")}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t("tags.pickerEmpty")}
    />
  );
}
