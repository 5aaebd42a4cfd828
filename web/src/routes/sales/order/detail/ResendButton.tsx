import { Button } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconMailForward } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { showToast } from "@/shared/notify";

const ResendConfirmationMutation = graphql(`
  mutation ResendOrderConfirmation($id: ID!) {
    resendOrderConfirmation(id: $id) {
      sentTo
      queuedAt
    }
  }
`);

/**
 * Resend confirmation (docs/sales-contract.md, "Check-in"): queues the confirmation with the tickets' codes again;
 * a second within a minute is refused by the server and reported by the error link in the console's words.
 */
export function ResendButton({ orderId, onSent }: { orderId: string; onSent(): void }) {
  const { t } = useI18n();
  const [resend, { loading }] = useMutation(ResendConfirmationMutation);
  const send = async () => {
    try {
      const { data } = await resend({ variables: { id: orderId } });
      if (data) showToast("green", t("orders.resent", { email: data.resendOrderConfirmation.sentTo }));
      onSent();
    } catch {
      // Reported by the error link (too soon, no e-mail).
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconMailForward size={16} aria-hidden />}
      loading={loading}
      onClick={() => void send()}
    >
      {t("orders.resend")}
    </Button>
  );
}
