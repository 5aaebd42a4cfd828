import { Group, Pagination, Text } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { pagerState } from "./list-state";

/** Server-side pagination under a list: "21–40 of 57" (a large list: "21–40 of 10000+") and the page buttons. */
export function ListPagination({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  rowCount = 0,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number | undefined;
  totalIsLowerBound?: boolean;
  /** Rows on this page. */
  rowCount?: number;
  onChange(page: number): void;
}) {
  const { t } = useI18n();
  const { from, to, pages } = pagerState(page, pageSize, total ?? 0, { totalIsLowerBound, rowCount });
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap" mih={32}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total ? t(totalIsLowerBound ? "list.rangeAtLeast" : "list.range", { from, to, total }) : "\u00a0"}
      </Text>
      {total !== undefined && pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={onChange}
          // Past the count limit the end is unknown: no "last page" that would only reach the limit's page.
          withEdges={!totalIsLowerBound}
          getControlProps={(control) => ({ "aria-label": t(`list.page.${control}`) })}
        />
      ) : null}
    </Group>
  );
}
