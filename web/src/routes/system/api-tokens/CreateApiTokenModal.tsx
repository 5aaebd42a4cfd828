import { useRef } from "react";
import { MultiSelect, TextInput } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { API_TOKEN_NAME_MAX, apiTokenFailures } from "#rules";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { FormModal, ModalFormFrame, useModalForm, type ModalFormProps } from "@/shared/form";
import { SecretShownOnce } from "@/shared/SecretShownOnce";
import { dateTimeValueFormat } from "@/shared/time/format-time";
import { wordFailures } from "@/shared/validation";

const ApiTokenGrantableRolesQuery = graphql(`
  query ApiTokenGrantableRoles {
    apiTokenGrantableRoles {
      id
      name
    }
  }
`);

const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        ...ApiTokenRow_apiToken
      }
    }
  }
`);

interface Values {
  name: string;
  roleIds: string[];
  expiresAt: string | null;
}

const tokenInput = (values: Values) => ({
  name: values.name.trim(),
  roleIds: values.roleIds,
  expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
});

/** Create an API token: a name, the roles it acts with (only those the creator may give) and an optional expiry. */
export function CreateApiTokenModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose(): void;
  onCreated(secret: string, name: string): void;
}) {
  const { t } = useI18n();
  return (
    <FormModal opened={opened} onClose={onClose} title={t("apiTokens.createTitle")} formKey="new">
      {(modal) => <CreateApiTokenForm modal={modal} onCreated={onCreated} />}
    </FormModal>
  );
}

function CreateApiTokenForm({
  modal,
  onCreated,
}: {
  modal: ModalFormProps;
  onCreated(secret: string, name: string): void;
}) {
  const { t, language } = useI18n();
  const roles = useQuery(ApiTokenGrantableRolesQuery, { fetchPolicy: "network-only" });
  const [createApiToken] = useMutation(CreateApiTokenMutation, { context: { errorHandling: "local" } });
  // The secret travels from the save to `onSaved`, which runs only once the save went through.
  const secret = useRef("");
  const form = useForm<Values>({
    initialValues: { name: "", roleIds: [], expiresAt: null },
    validate: (values) => wordFailures(apiTokenFailures(tokenInput(values), new Date())),
    validateInputOnBlur: true,
  });
  const modalForm = useModalForm(form, modal, {
    fields: ["name", "roleIds", "expiresAt"],
    save: async (values) => {
      const answer = await createApiToken({ variables: { input: tokenInput(values) } });
      secret.current = answer.data?.createApiToken.token ?? "";
      return answer;
    },
    savedText: (values) => t("apiTokens.createdToast", { name: values.name.trim() }),
    onSaved: () => onCreated(secret.current, form.getValues().name.trim()),
  });
  return (
    <ModalFormFrame modalForm={modalForm} saveLabel={t("apiTokens.create")}>
      <TextInput
        label={t("apiTokens.name")}
        description={t("apiTokens.nameHint", { max: API_TOKEN_NAME_MAX })}
        withAsterisk
        data-autofocus
        autoComplete="off"
        {...form.getInputProps("name")}
      />
      <MultiSelect
        label={t("apiTokens.roles")}
        description={t("apiTokens.rolesHint")}
        withAsterisk
        data={(roles.data?.apiTokenGrantableRoles ?? []).map((role) => ({ value: role.id, label: role.name }))}
        searchable
        {...form.getInputProps("roleIds")}
      />
      <DateTimePicker
        label={t("apiTokens.expires")}
        description={t("apiTokens.expiresHint")}
        valueFormat={dateTimeValueFormat(language)}
        clearable
        minDate={new Date()}
        {...form.getInputProps("expiresAt")}
      />
    </ModalFormFrame>
  );
}

/** The new token's secret, shown this once: the server keeps only its hash. */
export function ApiTokenSecret({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useI18n();
  return (
    <SecretShownOnce secret={secret} intro={t("apiTokens.secretIntro")} label={t("apiTokens.secret")} onDone={onDone} />
  );
}
