import { ActionIcon, Menu } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { Children } from "react";

/** The "…" menu at the end of a row; children are `Menu.Item`s. With none to offer, no menu at all. */
export function RowActions({ label, children }: { label: string; children: React.ReactNode }) {
  if (Children.toArray(children).length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown miw={170}>{children}</Menu.Dropdown>
    </Menu>
  );
}
