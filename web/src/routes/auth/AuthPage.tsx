import { Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconRoute2 } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { LanguageButtons } from "./LanguageButtons";

/** The frame of the pages outside the console: brand, a card, the language switch and the console version. */
export function AuthPage({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <Box
      mih="100vh"
      style={{
        background:
          "radial-gradient(1200px 600px at 10% -10%, var(--mantine-color-brand-1), transparent 60%), var(--mantine-color-gray-0)",
      }}
    >
      <Group justify="flex-end" p="md">
        <LanguageButtons />
      </Group>
      <Center px="md" pb="xl" mih="calc(100vh - 140px)">
        <Stack w="100%" maw={400} gap="lg">
          <Stack align="center" gap={6}>
            <ThemeIcon size={48} radius="md" aria-hidden>
              <IconRoute2 size={28} />
            </ThemeIcon>
            <Text fw={700} fz={22}>
              {t("app.name")}
            </Text>
            <Text c="dimmed" size="sm">
              {t("app.tagline")}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p="xl" radius="lg">
            <Title order={1} fz={18} mb="md">
              {title}
            </Title>
            {children}
          </Paper>
          <Text c="dimmed" size="xs" ta="center">
            {t("app.version", { version: __APP_VERSION__ })}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
