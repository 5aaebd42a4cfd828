import { useId } from "react";
import { Group, Paper, Stack, Text, Title } from "@mantine/core";

interface FormSectionProps {
  title: string;
  description?: string;
  /** Right of the title, e.g. a remove button. */
  actions?: React.ReactNode;
  children: React.ReactNode;
}

/** One card of a form: a titled region, so each section is a landmark screen readers can jump to. */
export function FormSection({ title, description, actions, children }: FormSectionProps) {
  // React's own id: one made from the title collapsed every Chinese title to the same "form-section--", so each
  // section of a Chinese screen was named by the first one's title.
  const id = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md" gap="sm">
        <div>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {actions}
      </Group>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
