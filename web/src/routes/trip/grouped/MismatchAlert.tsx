import { Alert, List } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";

/** The vendor API's refusal of the pair: every setting the two trips disagree on, one per line. */
export function MismatchAlert({ messages }: { messages: readonly string[] }) {
  const { t } = useI18n();
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t("groupedTrip.mismatchTitle")}
      icon={<IconAlertCircle size={18} aria-hidden />}
    >
      <List size="sm" spacing={2}>
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
