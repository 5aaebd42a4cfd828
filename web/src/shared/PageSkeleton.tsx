import { Group, Paper, Skeleton, Stack } from "@mantine/core";

/** Placeholder with the shape of a screen (header row, toolbar, content) while its code or data loads. */
export function PageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Group justify="space-between">
        <Skeleton h={28} w={220} />
        <Skeleton h={34} w={120} />
      </Group>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Skeleton h={16} w="40%" />
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h={14} w={`${95 - (index % 3) * 12}%`} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
