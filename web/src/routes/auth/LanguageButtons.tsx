import { Button, Group } from "@mantine/core";
import { LANGUAGES, useI18n } from "@/i18n/i18n";

/**
 * English / 中文 as two buttons: the pages outside the console offer the choice at a glance, without the shell's menu
 * (whose popover code /login would otherwise load: docs/scale-contract.md section 1).
 */
export function LanguageButtons() {
  const { t, language, setLanguage } = useI18n();
  return (
    <Group gap={4} role="group" aria-label={t("language.label")}>
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          size="compact-sm"
          variant={option === language ? "light" : "subtle"}
          color={option === language ? undefined : "gray"}
          aria-pressed={option === language}
          lang={option === "zh" ? "zh-CN" : "en"}
          onClick={() => void setLanguage(option)}
        >
          {t(`language.${option}`)}
        </Button>
      ))}
    </Group>
  );
}
