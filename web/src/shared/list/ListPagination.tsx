import { Group, Pagination, Text } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { pageCount, pageRange } from "./list-state";

/** Server-side pagination under a list: "21–40 of 57" and the page buttons. */
export function ListPagination({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number | undefined;
  onChange(page: number): void;
}) {
  const { t } = useI18n();
  const { from, to } = pageRange(page, pageSize, total ?? 0);
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap" mih={32}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total ? t("list.range", { from, to, total }) : "\u00a0"}
      </Text>
      {total !== undefined && total > pageSize ? (
        <Pagination
          size="sm"
          total={pageCount(total, pageSize)}
          value={page}
          onChange={onChange}
          withEdges
          getControlProps={(control) => ({ "aria-label": t(`list.page.${control}`) })}
        />
      ) : null}
    </Group>
  );
}
