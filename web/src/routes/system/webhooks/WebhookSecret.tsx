import { useI18n } from "@/i18n/i18n";
import { SecretShownOnce } from "@/shared/SecretShownOnce";

/** A webhook's signing secret, shown this once: the server keeps it only encrypted. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useI18n();
  return (
    <SecretShownOnce secret={secret} intro={t("webhooks.secretIntro")} label={t("webhooks.secret")} onDone={onDone} />
  );
}
