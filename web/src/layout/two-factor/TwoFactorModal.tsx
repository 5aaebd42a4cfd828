import { useState } from "react";
import { Alert, Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { useMutation } from "@apollo/client/react";
import { getFragmentData, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { messageOf } from "@/apollo/error-policy";
import { FormAlert } from "@/shared/FormAlert";
import { showSuccessToast } from "@/shared/notify";
import { useSessionActions } from "@/session/use-session-actions";
import { CodeForm } from "./CodeForm";
import { EnrolmentStep } from "./EnrolmentStep";
import { RecoveryCodes } from "./RecoveryCodes";
import {
  DisableTwoFactorMutation,
  StartTwoFactorEnrolmentMutation,
  TwoFactorModal_status,
} from "./two-factor-operations";

interface TwoFactorModalProps {
  opened: boolean;
  status: FragmentType<typeof TwoFactorModal_status>;
  /**
   * The tenant requires a second factor of this user: the dialog cannot be dismissed (Logout instead of Cancel) and
   * says why, since the console offers nothing else until it is set up (docs/system-contract.md section 1).
   */
  forced: boolean;
  /** `changed`: two-factor was turned on or off, so the shell reads `me` again. */
  onClose(changed: boolean): void;
}

/** Two-factor sign-in from the user menu: set it up (QR code, key, a code, the recovery codes once) or turn it off. */
export function TwoFactorModal({ opened, forced, onClose, ...props }: TwoFactorModalProps) {
  const { t } = useI18n();
  const status = getFragmentData(TwoFactorModal_status, props.status);
  const { logout } = useSessionActions();
  const [start, starting] = useMutation(StartTwoFactorEnrolmentMutation, { context: { errorHandling: "local" } });
  const [disable] = useMutation(DisableTwoFactorMutation, { context: { errorHandling: "local" } });
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCodeDataUrl: string }>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [failure, setFailure] = useState<string>();

  const close = (changed: boolean) => {
    setEnrolment(undefined);
    setRecoveryCodes(undefined);
    setFailure(undefined);
    onClose(changed);
  };
  const dismiss = forced ? (
    <Button variant="default" onClick={() => void logout()}>
      {t("shell.logout")}
    </Button>
  ) : (
    <Button variant="default" onClick={() => close(false)}>
      {t("common.cancel")}
    </Button>
  );
  const begin = async () => {
    setFailure(undefined);
    try {
      const { data } = await start();
      if (data) setEnrolment(data.startTwoFactorEnrolment);
    } catch (error) {
      setFailure(messageOf(error, t("login.requestError")));
    }
  };

  const body = recoveryCodes ? (
    <RecoveryCodes codes={recoveryCodes} onDone={() => close(true)} />
  ) : enrolment ? (
    <EnrolmentStep
      enrolment={enrolment}
      secondary={dismiss}
      onConfirmed={(codes) => {
        showSuccessToast(t("twoFactor.enabled"));
        setRecoveryCodes(codes);
      }}
    />
  ) : status.enabled ? (
    <Stack>
      <Group gap="xs">
        <Badge color="green">{t("twoFactor.on")}</Badge>
        <Text size="sm">{t("twoFactor.codesLeft", { count: status.recoveryCodesLeft })}</Text>
      </Group>
      <CodeForm
        label={t("twoFactor.disableCode")}
        submitLabel={t("twoFactor.disable")}
        submitColor="red"
        secondary={dismiss}
        onSubmit={async (code) => {
          await disable({ variables: { code } });
          showSuccessToast(t("twoFactor.disabled"));
          close(true);
        }}
      />
    </Stack>
  ) : (
    <Stack>
      <Text size="sm">{t("twoFactor.intro")}</Text>
      <FormAlert message={failure} />
      <Group justify="flex-end">
        {dismiss}
        <Button onClick={() => void begin()} loading={starting.loading}>
          {t("twoFactor.setUp")}
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Modal
      opened={opened}
      onClose={() => (forced || recoveryCodes ? undefined : close(false))}
      title={t("twoFactor.title")}
      centered
      withCloseButton={!forced && !recoveryCodes}
      closeOnEscape={!forced && !recoveryCodes}
      closeOnClickOutside={!forced && !recoveryCodes}
    >
      <Stack>
        {forced && !recoveryCodes ? (
          <Alert variant="light" color="orange" icon={<IconShieldLock size={18} aria-hidden />}>
            {t("twoFactor.required")}
          </Alert>
        ) : null}
        {body}
      </Stack>
    </Modal>
  );
}
