import { Alert, Button, Code, CopyButton, Group, Stack } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";

/** A webhook's signing secret, shown this once with a copy button: the server keeps it only encrypted. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useI18n();
  return (
    <Stack>
      <Alert variant="light" color="orange">
        {t("webhooks.secretIntro")}
      </Alert>
      <Code
        block
        fz="sm"
        style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}
        aria-label={t("webhooks.secret")}
      >
        {secret}
      </Code>
      <Group justify="space-between">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t("webhooks.copied") : t("webhooks.copy")}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t("webhooks.done")}</Button>
      </Group>
    </Stack>
  );
}
