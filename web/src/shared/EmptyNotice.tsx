import { Paper, Stack, Text, ThemeIcon, type MantineColor } from "@mantine/core";

interface EmptyNoticeProps {
  icon: React.ReactNode;
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  color?: MantineColor;
  /** Without the frame, e.g. inside a table that has its own. */
  bare?: boolean;
}

/** A calm empty or error state that says what happens next. */
export function EmptyNotice({ icon, title, description, action, color, bare = false }: EmptyNoticeProps) {
  return (
    <Paper withBorder={!bare} p="xl" radius="md" bg={bare ? "transparent" : undefined}>
      <Stack align="center" gap="sm" py="xl" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Text fw={600} size="lg">
          {title}
        </Text>
        {description ? (
          <Text c="dimmed" size="sm" maw={460}>
            {description}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
