import { Group, Title } from "@mantine/core";

/** Every screen opens with this row: the page title (the page's h1) left, primary actions right. */
export function PageHeader({ title, actions }: { title: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" mb="lg" wrap="wrap">
      <Title order={1} fz={24} lh={1.3}>
        {title}
      </Title>
      {actions ? (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
