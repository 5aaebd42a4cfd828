import { Button, type ButtonProps } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useCanOpen } from "@/layout/shell-context";

interface LinkButtonProps {
  to: string;
  icon: Icon;
  variant?: ButtonProps["variant"];
  children: ReactNode;
}

/**
 * A header action that opens another screen (back to the list, the related order, create): a link styled as a button,
 * shown only to a user who may open that screen.
 */
export function LinkButton({ to, icon: IconComponent, variant = "default", children }: LinkButtonProps) {
  const canOpen = useCanOpen();
  if (!canOpen(to)) return null;
  return (
    <Button component={Link} to={to} variant={variant} leftSection={<IconComponent size={16} aria-hidden />}>
      {children}
    </Button>
  );
}
