import { useState } from "react";
import { Alert, Button, Text, TextInput, Tooltip } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconInfoCircle, IconPlus, IconTags } from "@tabler/icons-react";
import { graphql } from "@/gql";
import type { TagsListQuery as TagsListData } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { useCurrentRoute } from "@/routes/current-route";
import { LoadError } from "@/shared/LoadError";
import { PageHeader } from "@/shared/PageHeader";
import {
  ColumnChooser,
  type DataColumn,
  DataTable,
  ListEmpty,
  ListToolbar,
  useColumnVisibility,
  useFilterDraft,
  useListParams,
} from "@/shared/list";
import { AuthImage } from "@/shared/upload";
import { TagActions } from "./tags/TagActions";
import { TagFormModal, type EditedTag } from "./tags/TagFormModal";
import { ALL_TAGS_PAGE, MAX_TAGS } from "./tags/tag-rules";

const TagsListQuery = graphql(`
  query TagsList($page: PageInput) {
    tags(page: $page) {
      items {
        id
        name
        thumbnailFileId
        thumbnailUrl
        tripCount
        version
      }
      total
    }
  }
`);

type TagRow = TagsListData["tags"]["items"][number];

const FILTER_KEYS = ["name"] as const;

/**
 * Tags: thumbnail, name and how many trips carry each; create, edit and delete. A tenant has at most 20 tags, so the
 * whole list is one request and the name filter (kept in the URL like every list's) runs here.
 */
export default function TagsListScreen() {
  const { t } = useI18n();
  const can = useCan();
  const title = t(useCurrentRoute().title);
  const list = useListParams(FILTER_KEYS);
  const [draft, setDraft] = useFilterDraft(list.filters);
  const [editor, setEditor] = useState<{ opened: boolean; tag?: EditedTag }>({ opened: false });

  const { data, error, refetch } = useQuery(TagsListQuery, {
    variables: { page: ALL_TAGS_PAGE },
    fetchPolicy: "cache-and-network",
  });
  const tags = data?.tags.items;
  const total = data?.tags.total ?? 0;
  const atLimit = total >= MAX_TAGS;
  const nameFilter = list.filters.name.toLowerCase();
  const rows = tags?.filter((tag) => tag.name.toLowerCase().includes(nameFilter));

  const openCreate = () => setEditor({ opened: true });
  const closeEditor = () => setEditor((current) => ({ ...current, opened: false }));

  const columns: DataColumn<TagRow>[] = [
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
  const visibility = useColumnVisibility("tags_list", columns);

  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate} disabled={atLimit}>
      {t("tags.create")}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          can("/tag/add") ? (
            <>
              {tags ? (
                <Text size="sm" c={atLimit ? "orange.8" : "dimmed"} aria-live="polite">
                  {t("tags.count", { count: total, max: MAX_TAGS })}
                </Text>
              ) : null}
              {atLimit ? (
                <Tooltip label={t("tags.limitReached", { max: MAX_TAGS })} multiline w={260} withArrow>
                  {/* A disabled button gets no pointer events: the wrapper shows the reason. */}
                  <span>{createButton}</span>
                </Tooltip>
              ) : (
                createButton
              )}
            </>
          ) : null
        }
      />
      {atLimit ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mb="md">
          {t("tags.limitReached", { max: MAX_TAGS })}
        </Alert>
      ) : null}
      <ListToolbar
        onSearch={() => list.setFilters(draft)}
        onReset={list.reset}
        extra={<ColumnChooser columns={columns} visibility={visibility} />}
      >
        <TextInput
          label={t("tags.name")}
          placeholder={t("tags.namePlaceholder")}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          w={220}
        />
      </ListToolbar>
      {error && !data ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <DataTable<TagRow>
          label={title}
          columns={columns}
          visible={visibility.visible}
          rows={rows}
          rowKey={(tag) => tag.id}
          skeletonRows={5}
          minWidth={420}
          rowActions={(tag) => (
            <TagActions tag={tag} onEdit={() => setEditor({ opened: true, tag })} onChanged={() => void refetch()} />
          )}
          empty={
            <ListEmpty
              icon={<IconTags size={28} aria-hidden />}
              filtered={Boolean(nameFilter)}
              onClearFilters={list.reset}
              title={t("tags.emptyTitle")}
              description={t("tags.emptyText", { max: MAX_TAGS })}
              action={can("/tag/add") ? createButton : undefined}
            />
          }
        />
      )}
      <TagFormModal
        opened={editor.opened}
        tag={editor.tag}
        takenNames={(tags ?? []).filter((tag) => tag.id !== editor.tag?.id).map((tag) => tag.name)}
        onClose={closeEditor}
        onSaved={() => {
          closeEditor();
          void refetch();
        }}
      />
    </>
  );
}
