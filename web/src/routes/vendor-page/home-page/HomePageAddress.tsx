import { Anchor, Group, Input, Text } from "@mantine/core";
import { IconExternalLink, IconInfoCircle } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { useI18n } from "@/i18n/i18n";
import { useShell } from "@/layout/shell-context";

/** The public page's address, which follows the company's secondary domain; without one, where to set it. */
export function HomePageAddress({ url }: { url: string | null }) {
  const { t } = useI18n();
  const { pageKeys } = useShell();
  return (
    <Input.Wrapper label={t("homePage.homePageUrl")}>
      {url ? (
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" display="block" mt={4}>
          <Group gap={4} wrap="nowrap" component="span">
            <Text span inherit style={{ overflowWrap: "anywhere" }}>
              {url}
            </Text>
            <IconExternalLink size={14} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
        </Anchor>
      ) : (
        <Group gap={6} wrap="nowrap" align="flex-start" mt={4}>
          <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {t("homePage.noDomain")}{" "}
            {pageKeys.has("company_info") ? (
              <Anchor component={Link} to="/company/company_info" size="sm">
                {t("homePage.setDomain")}
              </Anchor>
            ) : null}
          </Text>
        </Group>
      )}
    </Input.Wrapper>
  );
}
