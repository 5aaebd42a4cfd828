import { Box, Group, Paper, Title } from "@mantine/core";

interface DetailSectionProps {
  title: string;
  /** Beside the title, at its right. */
  actions?: React.ReactNode;
  /** The content brings its own frame (a `DataTable`): no card around it. */
  bare?: boolean;
  children: React.ReactNode;
}

/** One titled block of a detail screen. */
export function DetailSection({ title, actions, bare = false, children }: DetailSectionProps) {
  const heading = (
    <Group justify="space-between" align="center" mb={bare ? "xs" : "md"} gap="sm" wrap="wrap" mih={28}>
      <Title order={2} fz="md" fw={600}>
        {title}
      </Title>
      {actions}
    </Group>
  );
  if (bare) {
    return (
      <Box component="section" aria-label={title}>
        {heading}
        {children}
      </Box>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      {heading}
      {children}
    </Paper>
  );
}
