import type { ReactNode } from "react";
import { Button } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { EmptyNotice } from "../EmptyNotice";

export interface ListEmptyProps {
  icon: ReactNode;
  /** Filters are applied: the list says nothing matched and offers to clear them. */
  filtered: boolean;
  onClearFilters(): void;
  /** What the list says when it has nothing at all, and what to do about it. */
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** A search that cannot run (e.g. a refused date range), said instead of "no match". */
  problem?: { title: string; description: string };
}

/** The empty state of a list: nothing yet, nothing matching the filters, or a search that cannot run. */
export function ListEmpty({ icon, filtered, onClearFilters, title, description, action, problem }: ListEmptyProps) {
  const { t } = useI18n();
  if (!filtered && !problem) {
    return <EmptyNotice bare icon={icon} title={title} description={description} action={action} />;
  }
  return (
    <EmptyNotice
      bare
      icon={icon}
      title={problem?.title ?? t("list.noMatchTitle")}
      description={problem?.description ?? t("list.noMatchText")}
      action={
        filtered ? (
          <Button variant="light" onClick={onClearFilters}>
            {t("list.clearFilters")}
          </Button>
        ) : undefined
      }
    />
  );
}
