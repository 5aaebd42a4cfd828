import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { graphql } from "@/gql";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { showSuccessToast } from "@/shared/notify";
import { maxLength } from "@/shared/validation";

const CompleteRefundMutation = graphql(`
  mutation CompleteRefund($id: ID!, $version: Int!, $note: String) {
    completeRefund(id: $id, version: $version, note: $note) {
      id
      state
      version
    }
  }
`);

const NOTE_MAX_LENGTH = 500;

/** 'Mark as Completed' with an optional note (kept as the refund's remarks and in its log). */
export function CompleteRefundDialog({
  opened,
  refund,
  refundNumber,
  onClose,
  onDone,
}: {
  opened: boolean;
  refund: { id: string; version: number };
  refundNumber: string;
  onClose(): void;
  /** After an answer, accepted or not: the detail reloads. */
  onDone(): void;
}) {
  const { t } = useI18n();
  const [complete, { loading }] = useMutation(CompleteRefundMutation);
  const form = useForm({
    initialValues: { note: "" },
    validate: { note: maxLength(NOTE_MAX_LENGTH) },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async ({ note }) => {
    try {
      await complete({ variables: { ...refund, note: note.trim() || undefined } });
      showSuccessToast(t("refunds.completed", { number: refundNumber }));
      close();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        form.setErrors(fields);
        return;
      }
      // Any other refusal was reported by the error link; the refund has moved on, so the dialog has no more use.
      close();
    }
    onDone();
  });

  return (
    <Modal opened={opened} onClose={close} title={t("refunds.completeTitle")} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t("refunds.completeText", { number: refundNumber })}</Text>
          <Textarea
            label={t("refunds.note")}
            description={t("refunds.noteHint", { max: NOTE_MAX_LENGTH })}
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps("note")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={loading}>
              {t("refunds.action.complete")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
