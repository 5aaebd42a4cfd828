import { useRef } from "react";
import { Checkbox, Group, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENT_TYPES, webhookFailures } from "#rules";
import { graphql } from "@/gql";
import type { WebhookEventType } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { FormModal, ModalFormFrame, useModalForm, type ModalFormProps } from "@/shared/form";
import { wordFailures } from "@/shared/validation";
import type { WebhookRow } from "./webhook-columns";

const CreateWebhookMutation = graphql(`
  mutation CreateWebhook($input: WebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        ...WebhookRow_webhook
      }
    }
  }
`);

const UpdateWebhookMutation = graphql(`
  mutation UpdateWebhook($id: ID!, $input: WebhookInput!) {
    updateWebhook(id: $id, input: $input) {
      ...WebhookRow_webhook
    }
  }
`);

interface Values {
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
}

const webhookInput = (values: Values) => ({
  url: values.url.trim(),
  events: values.events as WebhookEventType[],
  description: values.description.trim(),
  enabled: values.enabled,
});

/**
 * Add or edit a webhook: URL, the events (checkboxes), description, on or off. The rules are rules/webhook.ts's, as
 * the server checks them; whether the host is public is the server's to say (docs/system-contract.md section 12).
 */
export function WebhookFormModal({
  webhook,
  opened,
  onClose,
  onSaved,
}: {
  /** Absent: a new one. */
  webhook?: WebhookRow;
  opened: boolean;
  onClose(): void;
  /** With the secret when one was made (a new webhook). */
  onSaved(secret?: string): void;
}) {
  const { t } = useI18n();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={webhook ? t("webhooks.editTitle") : t("webhooks.addTitle")}
      formKey={webhook?.id ?? "new"}
      size="lg"
    >
      {(modal) => <WebhookForm modal={modal} webhook={webhook} onSaved={onSaved} />}
    </FormModal>
  );
}

function WebhookForm({
  modal,
  webhook,
  onSaved,
}: {
  modal: ModalFormProps;
  webhook?: WebhookRow;
  onSaved(secret?: string): void;
}) {
  const { t } = useI18n();
  const [createWebhook] = useMutation(CreateWebhookMutation, { context: { errorHandling: "local" } });
  const [updateWebhook] = useMutation(UpdateWebhookMutation, { context: { errorHandling: "local" } });
  const secret = useRef<string>(undefined);
  const form = useForm<Values>({
    initialValues: {
      url: webhook?.url ?? "",
      events: webhook ? [...webhook.events] : [],
      description: webhook?.description ?? "",
      enabled: webhook?.enabled ?? true,
    },
    validate: (values) => wordFailures(webhookFailures(webhookInput(values), { production: false })),
    validateInputOnBlur: true,
  });
  const modalForm = useModalForm(form, modal, {
    fields: ["url", "events", "description", "enabled"],
    save: async (values) => {
      if (webhook) return updateWebhook({ variables: { id: webhook.id, input: webhookInput(values) } });
      const answer = await createWebhook({ variables: { input: webhookInput(values) } });
      secret.current = answer.data?.createWebhook.secret;
      return answer;
    },
    savedText: () => (webhook ? t("webhooks.savedToast") : t("webhooks.addedToast")),
    onSaved: () => onSaved(secret.current),
  });
  const events = form.getInputProps("events");
  return (
    <ModalFormFrame modalForm={modalForm} saveLabel={webhook ? t("webhooks.save") : t("webhooks.add")}>
      <TextInput
        label={t("webhooks.url")}
        description={t("webhooks.urlHint")}
        placeholder="https://"
        withAsterisk
        data-autofocus
        autoComplete="off"
        inputMode="url"
        {...form.getInputProps("url")}
      />
      <Checkbox.Group
        label={t("webhooks.events")}
        withAsterisk
        value={Array.isArray(events.value) ? (events.value as string[]) : []}
        onChange={events.onChange}
        error={events.error}
      >
        <Group gap="sm" mt="xs">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={t(`webhooks.event.${type}`)} w={220} />
          ))}
        </Group>
      </Checkbox.Group>
      <Textarea
        label={t("webhooks.description")}
        description={t("webhooks.descriptionHint", { max: WEBHOOK_DESCRIPTION_MAX })}
        autosize
        minRows={2}
        {...form.getInputProps("description")}
      />
      <Switch label={t("webhooks.enabled")} {...form.getInputProps("enabled", { type: "checkbox" })} />
    </ModalFormFrame>
  );
}
