import { Text } from "@mantine/core";
import { graphql } from "@/gql";
import type { TagRow_TagFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import type { DataColumn } from "@/shared/list";
import { AuthImage } from "@/shared/upload";

export const TagRow_tag = graphql(`
  fragment TagRow_tag on Tag {
    id
    name
    thumbnailFileId
    thumbnailUrl
    tripCount
    version
  }
`);

/** A tag of the list, as its columns, its row menu and its edit form read it. */
export type TagRow = TagRow_TagFragment;

/** The tag list's columns: thumbnail, name, how many trips carry it. */
export function tagColumns(t: Translate): DataColumn<TagRow>[] {
  return [
    {
      key: "thumbnail",
      label: t("tags.thumbnail"),
      width: 88,
      cell: (tag) => <AuthImage url={tag.thumbnailUrl} alt={tag.name} w={40} h={40} radius="sm" fit="cover" />,
    },
    {
      key: "name",
      label: t("tags.name"),
      fixed: true,
      minWidth: 180,
      cell: (tag) => (
        <Text size="sm" fw={600}>
          {tag.name}
        </Text>
      ),
    },
    { key: "trips", label: t("tags.trips"), align: "right", width: 120, cell: (tag) => tag.tripCount },
  ];
}
