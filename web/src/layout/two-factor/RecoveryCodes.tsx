import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Code } from "@mantine/core";
import { IconCheck, IconCopy, IconDownload } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";

/** Offers the codes as a text file, so they can be kept away from the phone. */
function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join("\n")}\n`], { type: "text/plain" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: "recovery-codes.txt" });
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const { t } = useI18n();
  return (
    <Stack>
      <Alert variant="light" color="orange">
        {t("twoFactor.recoveryIntro")}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label={t("twoFactor.recoveryCodes")} role="list">
        {codes.map((code) => (
          <Code key={code} role="listitem" ta="center" fz="md">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Group gap="xs">
          <CopyButton value={codes.join("\n")}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={copy}
              >
                {copied ? t("twoFactor.copied") : t("twoFactor.copy")}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(codes)}
          >
            {t("twoFactor.download")}
          </Button>
        </Group>
        <Button onClick={onDone}>{t("twoFactor.done")}</Button>
      </Group>
    </Stack>
  );
}
