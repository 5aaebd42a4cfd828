import { Radio, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { getFragmentData, graphql } from "@/gql";
import type { ReceiverForm_EmailReceiverFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { FormSection, RecordFormFrame, RecordScreen, useRecordForm } from "@/shared/form";
import reserved from "@/shared/form/reserved-error-line.module.css";
import { MailNotConfiguredAlert } from "@/shared/mail/MailNotConfiguredAlert";
import { RECEIVER_TYPES, receiverTypeHint, receiverTypeLabel } from "./system-email/receiver-types";
import { receiverValues, toReceiverInput, validateReceiver, type ReceiverValues } from "./system-email/receiver-values";

const ReceiverForm_emailReceiver = graphql(`
  fragment ReceiverForm_emailReceiver on EmailReceiver {
    id
    email
    contactName
    type
    version
    createTime
  }
`);

const EditReceiverQuery = graphql(`
  query EditReceiver($id: ID!) {
    emailReceiver(id: $id) {
      ...ReceiverForm_emailReceiver
    }
  }
`);

const SaveEmailReceiverMutation = graphql(`
  mutation SaveEmailReceiver($id: ID, $version: Int, $input: EmailReceiverInput!) {
    saveEmailReceiver(id: $id, version: $version, input: $input) {
      ...ReceiverForm_emailReceiver
    }
  }
`);

type Receiver = ReceiverForm_EmailReceiverFragment;

/** A receiver not saved yet: the add form starts from it. */
const NEW_RECEIVER = { id: "", email: "", contactName: "", type: "", version: 0, createTime: null } as const;

/**
 * /system/add_receiver: adds a system e-mail receiver, or edits the one named by `?id=` (from the list's row menu);
 * back to the list after the save.
 */
export default function AddReceiverScreen() {
  const [params] = useSearchParams();
  const id = params.get("id");
  if (!id) return <ReceiverForm receiver={null} />;
  return (
    <RecordScreen query={EditReceiverQuery} variables={{ id }}>
      {(data) => <ReceiverForm key={id} receiver={getFragmentData(ReceiverForm_emailReceiver, data.emailReceiver)} />}
    </RecordScreen>
  );
}

function ReceiverForm({ receiver }: { receiver: Receiver | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [saveReceiver] = useMutation(SaveEmailReceiverMutation);
  const recordForm = useRecordForm<ReceiverValues, Receiver | typeof NEW_RECEIVER>({
    record: receiver ?? NEW_RECEIVER,
    valuesOf: receiverValues,
    validate: validateReceiver,
    save: async (values, version) => {
      const { data } = await saveReceiver({
        variables: { id: receiver?.id ?? null, version: receiver ? version : null, input: toReceiverInput(values) },
      });
      return data ? getFragmentData(ReceiverForm_emailReceiver, data.saveEmailReceiver) : undefined;
    },
    savedMessage: receiver ? t("receivers.saved") : t("receivers.created"),
    afterSave: async () => navigate("/system/system_email"),
  });
  const { form } = recordForm;

  return (
    <RecordFormFrame
      recordForm={recordForm}
      title={receiver ? t("receivers.editTitle") : undefined}
      lastSaved={false}
      // Adding and editing are one call, `/system/email/add` (docs/system-contract.md section 9).
      editAction="/system/email/add"
      saveLabel={t("receivers.save")}
    >
      <MailNotConfiguredAlert />
      <FormSection title={t("receivers.section")}>
        <TextInput
          {...form.getInputProps("email")}
          label={t("receivers.email")}
          placeholder={t("receivers.emailPlaceholder")}
          type="email"
          autoComplete="off"
          withAsterisk
          maw={420}
          classNames={{ root: reserved.field }}
        />
        <TextInput
          {...form.getInputProps("contactName")}
          label={t("receivers.contactName")}
          autoComplete="off"
          withAsterisk
          maw={420}
          classNames={{ root: reserved.field }}
        />
        <Radio.Group {...form.getInputProps("type")} label={t("receivers.type")} withAsterisk>
          <Stack gap="sm" mt="xs">
            {RECEIVER_TYPES.map((type) => (
              <Radio
                key={type}
                value={type}
                label={t(receiverTypeLabel(type))}
                description={
                  <Text span size="xs" c="dimmed">
                    {t(receiverTypeHint(type))}
                  </Text>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      </FormSection>
    </RecordFormFrame>
  );
}
