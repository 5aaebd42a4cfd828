import { Alert, Button, Code, CopyButton, Group, Stack } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";

/**
 * A secret the server answers once and keeps only hashed or encrypted (an API token, a webhook's signing secret): shown
 * this once, with a copy button and a word on why it will not be shown again.
 */
export function SecretShownOnce({
  secret,
  intro,
  label,
  onDone,
}: {
  secret: string;
  intro: string;
  /** The secret's accessible name. */
  label: string;
  onDone(): void;
}) {
  const { t } = useI18n();
  return (
    <Stack>
      <Alert variant="light" color="orange">
        {intro}
      </Alert>
      <Code block fz="sm" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }} aria-label={label}>
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
              {copied ? t("common.copied") : t("common.copy")}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t("common.done")}</Button>
      </Group>
    </Stack>
  );
}
