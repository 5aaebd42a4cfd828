import { ActionIcon, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";

/** The trash button of a list line, named for screen readers ("Remove shift 2"). */
export function RemoveButton({ label, onClick, mt }: { label: string; onClick(): void; mt?: number | string }) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={label} onClick={onClick} mt={mt}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
