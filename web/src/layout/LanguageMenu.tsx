import { ActionIcon, Menu } from "@mantine/core";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { LANGUAGES, useI18n } from "@/i18n/i18n";

/** English / 中文, remembered in local storage. */
export function LanguageMenu() {
  const { t, language, setLanguage } = useI18n();
  return (
    <Menu position="bottom-end" width={160}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t("language.label")}>
          <IconLanguage size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            onClick={() => void setLanguage(option)}
            lang={option === "zh" ? "zh-CN" : "en"}
            rightSection={option === language ? <IconCheck size={14} aria-hidden /> : undefined}
          >
            {t(`language.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
