import { useState } from "react";
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { graphql } from "@/gql";
import type { NotificationChannel } from "@/gql/graphql";
import { fieldErrorsOf, messageOf } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { FormAlert } from "@/shared/FormAlert";
import { MailNotConfiguredAlert } from "@/shared/mail/MailNotConfiguredAlert";
import { showSuccessToast } from "@/shared/notify";
import { maxLength, required, rules } from "@/shared/validation";
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

/** The gateway's and vendor API's limits (catalogue contract, notify). */
const SUBJECT_MAX = 100;
const CONTENT_MAX = 2000;

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
      subject: rules(required(), maxLength(SUBJECT_MAX)),
      content: rules(required(), maxLength(CONTENT_MAX)),
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
          <TextInput
            label={t("reservation.subject")}
            description={form.values.channel === "SMS" ? t("reservation.subjectSmsHint") : undefined}
            withAsterisk
            data-autofocus
            {...form.getInputProps("subject")}
          />
          <Textarea
            label={t("reservation.content")}
            description={t("reservation.contentCount", { count: form.values.content.length, max: CONTENT_MAX })}
            withAsterisk
            autosize
            minRows={5}
            maxRows={12}
            {...form.getInputProps("content")}
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
