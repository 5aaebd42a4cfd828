import { Menu } from "@mantine/core";
import type { CmdUrl } from "#rules";
import { useCan } from "@/layout/shell-context";
import { RowActions } from "./RowActions";

export interface PermittedAction<A extends string> {
  action: A;
  label: string;
  /** The cmd the action needs; without it the action is not offered. */
  permission: CmdUrl;
  icon: React.ReactNode;
  destructive?: boolean;
}

/** A row's "…" menu of the actions the signed-in user may take; nothing at all when there is none. */
export function PermittedRowActions<A extends string>({
  label,
  actions,
  onAction,
}: {
  label: string;
  actions: readonly PermittedAction<A>[];
  onAction(action: A): void;
}) {
  const can = useCan();
  const offered = actions.filter((entry) => can(entry.permission));
  if (!offered.length) return null;
  return (
    <RowActions label={label}>
      {offered.map(({ action, label: text, icon, destructive }) => (
        <Menu.Item
          key={action}
          color={destructive ? "red" : undefined}
          leftSection={icon}
          onClick={() => onAction(action)}
        >
          {text}
        </Menu.Item>
      ))}
    </RowActions>
  );
}
