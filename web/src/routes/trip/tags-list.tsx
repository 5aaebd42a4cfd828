import { useState } from "react";
import { Alert, Button, Text, TextInput, Tooltip } from "@mantine/core";
import { IconInfoCircle, IconPlus, IconTags } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { ListToolbar, PagedList, useFilterDraft, usePagedListQuery } from "@/shared/list";
import { TagActions } from "./tags-list/TagActions";
import { tagColumns, TagRow_tag } from "./tags-list/tag-columns";
import { TAG_FILTER_KEYS, tagMatches } from "./tags-list/tag-filters";
import { TagFormModal, type EditedTag } from "./tags-list/TagFormModal";
import { ALL_TAGS_PAGE, MAX_TAGS } from "./tags-list/tag-rules";

const TagsListQuery = graphql(`
  query TagsList($page: PageInput) {
    tags(page: $page) {
      items {
        ...TagRow_tag
      }
      total
    }
  }
`);

/**
 * Tags: thumbnail, name and how many trips carry each; create, edit and delete. A tenant has at most 20 tags, so the
 * whole list is one request and the name filter (kept in the URL like every list's) runs here.
 */
export default function TagsListScreen() {
  const { t } = useI18n();
  const can = useCan();
  const list = usePagedListQuery({
    query: TagsListQuery,
    row: TagRow_tag,
    filterKeys: TAG_FILTER_KEYS,
    variables: () => ({ page: ALL_TAGS_PAGE }),
    page: (data) => data.tags,
    paged: false,
    where: tagMatches,
  });
  const [draft, setDraft] = useFilterDraft(list.filters);
  const [editor, setEditor] = useState<{ opened: boolean; tag?: EditedTag }>({ opened: false });

  const tags = list.items;
  const total = list.total ?? 0;
  const atLimit = total >= MAX_TAGS;
  const closeEditor = () => setEditor((current) => ({ ...current, opened: false }));

  const createButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditor({ opened: true })}
      disabled={atLimit}
    >
      {t("tags.create")}
    </Button>
  );

  return (
    <>
      <PagedList
        list={list}
        columns={tagColumns(t)}
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
        notice={
          atLimit ? (
            <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mb="md">
              {t("tags.limitReached", { max: MAX_TAGS })}
            </Alert>
          ) : null
        }
        toolbar={(columnChooser) => (
          <ListToolbar onSearch={() => list.setFilters(draft)} onReset={list.reset} extra={columnChooser}>
            <TextInput
              label={t("tags.name")}
              placeholder={t("tags.namePlaceholder")}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
              w={220}
            />
          </ListToolbar>
        )}
        rowActions={(tag) => (
          <TagActions tag={tag} onEdit={() => setEditor({ opened: true, tag })} onChanged={list.refetch} />
        )}
        skeletonRows={5}
        minWidth={420}
        empty={{
          icon: <IconTags size={28} aria-hidden />,
          title: t("tags.emptyTitle"),
          description: t("tags.emptyText", { max: MAX_TAGS }),
          action: can("/tag/add") ? createButton : undefined,
        }}
      />
      <TagFormModal
        opened={editor.opened}
        tag={editor.tag}
        takenNames={(tags ?? []).filter((tag) => tag.id !== editor.tag?.id).map((tag) => tag.name)}
        onClose={closeEditor}
        onSaved={() => {
          closeEditor();
          list.refetch();
        }}
      />
    </>
  );
}
