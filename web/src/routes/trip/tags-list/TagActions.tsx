import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useMutation } from "@apollo/client/react";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { PermittedRowActions } from "@/shared/list";
import { showSuccessToast } from "@/shared/notify";
import type { EditedTag } from "./TagFormModal";

const DeleteTagMutation = graphql(`
  mutation DeleteTag($id: ID!, $version: Int) {
    deleteTag(id: $id, version: $version)
  }
`);

/** A tag row's menu: Edit, and Delete after a confirmation that says how many trips lose the tag. */
export function TagActions({
  tag,
  onEdit,
  onChanged,
}: {
  tag: EditedTag & { tripCount: number };
  onEdit(): void;
  onChanged(): void;
}) {
  const { t } = useI18n();
  const [deleteTag] = useMutation(DeleteTagMutation);

  const remove = async () => {
    try {
      await deleteTag({ variables: { id: tag.id, version: tag.version } });
      showSuccessToast(t("tags.deleted", { name: tag.name }));
    } catch {
      // Reported by the error link (a stale row asks for a refresh).
    }
    onChanged();
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t("tags.deleteTitle"),
      centered: true,
      children: (
        <Text size="sm">
          {tag.tripCount > 0
            ? t("tags.deleteUsed", { name: tag.name, count: tag.tripCount })
            : t("tags.deleteUnused", { name: tag.name })}
        </Text>
      ),
      labels: { confirm: t("tags.delete"), cancel: t("common.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () => void remove(),
    });

  return (
    <PermittedRowActions
      label={t("tags.rowActions", { name: tag.name })}
      onAction={(action) => (action === "edit" ? onEdit() : confirmDelete())}
      actions={[
        { action: "edit", label: t("tags.edit"), permission: "/tag/edit", icon: <IconPencil size={16} aria-hidden /> },
        {
          action: "delete",
          label: t("tags.delete"),
          permission: "/tag/delete",
          icon: <IconTrash size={16} aria-hidden />,
          destructive: true,
        },
      ]}
    />
  );
}
