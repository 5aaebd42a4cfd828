import { useState } from "react";
import { Button, Group, Modal, SegmentedControl, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { graphql } from "@/gql";
import type { NotificationChannel } from "@/gql/graphql";
import { fieldErrorsOf, messageOf } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { FormAlert } from "@/shared/FormAlert";
import { MailNotConfiguredAlert } from "@/shared/mail/MailNotConfiguredAlert";
import { MessageFields, messageSubjectRule, messageTextRule } from "@/shared/mail/MessageFields";
import { showSuccessToast } from "@/shared/notify";
import { formatDate } from "@/shared/time/format-time";
import { useUnsavedChanges } from "@/shared/unsaved-changes";

const NotifyPassengersMutation = graphql(`
  mutation NotifyPassengers($input: NotifyPassengersInput!) {
    notifyPassengers(input: $input) {
      id
      channel
      recipientCount
      status
    }
  }
`);

interface NotifyDialogProps {
  opened: boolean;
  onClose(): void;
  tripId: string;
  date: string;
  shift: string;
}

/** A message to the passengers of the chosen date (and shift) who hold a normal or checked-in ticket. */
export function NotifyDialog({ opened, onClose, tripId, date, shift }: NotifyDialogProps) {
  const { t } = useI18n();
  const [notify, { loading }] = useMutation(NotifyPassengersMutation, { context: { errorHandling: "local" } });
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    initialValues: { channel: "EMAIL" as NotificationChannel, subject: "", content: "" },
    validate: {
      subject: messageSubjectRule,
      content: messageTextRule,
    },
    validateInputOnChange: true,
  });

  const unsaved = useUnsavedChanges(() => opened && form.isDirty());
  const close = () => {
    form.reset();
    setFailure(undefined);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(undefined);
    let recipients: number;
    try {
      const { data } = await notify({ variables: { input: { tripId, date, shift: shift || null, ...values } } });
      recipients = data?.notifyPassengers.recipientCount ?? 0;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const formFields = fields && Object.keys(fields).filter((field) => field in values);
      if (fields && formFields?.length) form.setErrors(fields);
      else setFailure(fields ? Object.values(fields)[0] : messageOf(error, t("error.network")));
      return;
    }
    close();
    showSuccessToast(
      t(values.channel === "EMAIL" ? "reservation.notifiedEmail" : "reservation.notifiedSms", { count: recipients }),
    );
  });

  const when = shift ? `${formatDate(date)} · ${shift}` : formatDate(date);
  return (
    <Modal
      opened={opened}
      onClose={() => unsaved.confirmLeave(close)}
      title={t("reservation.notifyTitle")}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t(shift ? "reservation.notifyAudienceShift" : "reservation.notifyAudience", { when })}
          </Text>
          <FormAlert message={failure} />
          {form.values.channel === "EMAIL" ? <MailNotConfiguredAlert /> : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="notify-channel-label">
              {t("reservation.channel")}
            </Text>
            <SegmentedControl
              aria-labelledby="notify-channel-label"
              data={[
                { value: "EMAIL", label: t("reservation.channel.EMAIL") },
                { value: "SMS", label: t("reservation.channel.SMS") },
              ]}
              {...form.getInputProps("channel")}
            />
          </Stack>
          <MessageFields
            subject={form.getInputProps("subject")}
            text={form.getInputProps("content")}
            subjectHint={form.values.channel === "SMS" ? t("reservation.subjectSmsHint") : undefined}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => unsaved.confirmLeave(close)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={loading}>
              {t("reservation.send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
