import { useState } from "react";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { graphql } from "@/gql";
import { actionForError } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { FormAlert } from "@/shared/FormAlert";
import { showSuccessToast } from "@/shared/notify";
import { FormModal, useModalFormDirty, type ModalFormProps } from "@/shared/form";
import { ImageUpload } from "@/shared/upload";
import { tagRules, type TagValues } from "./tag-rules";

const CreateTagMutation = graphql(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      id
      name
    }
  }
`);

const UpdateTagMutation = graphql(`
  mutation UpdateTag($id: ID!, $version: Int!, $input: TagInput!) {
    updateTag(id: $id, version: $version, input: $input) {
      id
      name
      thumbnailFileId
      thumbnailUrl
      version
    }
  }
`);

/** The tag being edited, as the list shows it. */
export interface EditedTag {
  id: string;
  name: string;
  thumbnailFileId: string;
  thumbnailUrl: string;
  version: number;
}

interface TagFormModalProps {
  opened: boolean;
  /** Undefined: a new tag. */
  tag: EditedTag | undefined;
  /** The other tags' names, for the instant uniqueness check. */
  takenNames: readonly string[];
  onClose(): void;
  onSaved(): void;
}

/** Create or edit a tag: name and thumbnail, both required. */
export function TagFormModal({ opened, tag, takenNames, onClose, onSaved }: TagFormModalProps) {
  const { t } = useI18n();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={tag ? t("tags.editTitle", { name: tag.name }) : t("tags.createTitle")}
      formKey={tag?.id ?? "new"}
    >
      {(modal) => <TagForm {...modal} tag={tag} takenNames={takenNames} onSaved={onSaved} />}
    </FormModal>
  );
}

function TagForm({
  tag,
  takenNames,
  onSaved,
  requestClose,
  dirtyRef,
}: ModalFormProps & Pick<TagFormModalProps, "tag" | "takenNames" | "onSaved">) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<string>();
  const [createTag, creating] = useMutation(CreateTagMutation, { context: { errorHandling: "local" } });
  const [updateTag, updating] = useMutation(UpdateTagMutation, { context: { errorHandling: "local" } });
  const form = useForm<TagValues>({
    initialValues: {
      name: tag?.name ?? "",
      thumbnail: tag ? { id: tag.thumbnailFileId, url: tag.thumbnailUrl } : null,
    },
    validate: tagRules(takenNames),
    validateInputOnChange: true,
  });
  useModalFormDirty(dirtyRef, form.isDirty);

  const submit = form.onSubmit(async (values) => {
    setFailure(undefined);
    const input = { name: values.name.trim(), thumbnailFileId: values.thumbnail?.id ?? "" };
    try {
      if (tag) await updateTag({ variables: { id: tag.id, version: tag.version, input } });
      else await createTag({ variables: { input } });
    } catch (error) {
      const action = actionForError(error);
      if (action.kind === "form") {
        const { name, thumbnailFileId, ...other } = action.fields;
        form.setErrors({ name, thumbnail: thumbnailFileId });
        // The tag limit ('At most 20 tags') belongs to no field.
        setFailure(Object.values(other)[0]);
      } else if (action.kind === "toast" || action.kind === "notFound") {
        setFailure(action.message || t("error.network"));
      }
      return;
    }
    showSuccessToast(t(tag ? "tags.saved" : "tags.created", { name: input.name }));
    onSaved();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={failure} />
        <TextInput
          label={t("tags.name")}
          withAsterisk
          data-autofocus
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <ImageUpload
          label={t("tags.thumbnail")}
          description={t("tags.thumbnailHint")}
          withAsterisk
          previewWidth={96}
          previewHeight={96}
          value={form.values.thumbnail}
          onChange={(image) => form.setFieldValue("thumbnail", image)}
          error={form.errors.thumbnail}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading}>
            {t("tags.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
