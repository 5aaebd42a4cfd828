import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** A form's failure that belongs to no single field (wrong credentials, a refused request), above the fields. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
