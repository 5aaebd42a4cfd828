import { Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { orderJobMessageFailures } from "#rules";
import type { OrderJobKind, OrderSelectionInput } from "@/gql/graphql";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { formatMoney } from "@/routes/report/shared/report-figures";
import { FormAlert } from "@/shared/FormAlert";
import { ModalFormButtons } from "@/shared/form";
import { MailNotConfiguredAlert } from "@/shared/mail/MailNotConfiguredAlert";
import { MessageFields } from "@/shared/mail/MessageFields";
import { wordFailures } from "@/shared/validation";
import { QuoteLoading, QuotePanel } from "../detail/QuotePanel";
import { refusalMessage, useLeaveGuard, usePhoneDialog, useSubmitFailure } from "../detail/dialog-parts";
import { OrderJobPreviewQuery, StartOrderJobMutation } from "./job-documents";
import { jobKindLabel } from "./job-words";

/** The jobs the order list starts on its selection (CANCEL_DEPARTURE starts from the calendar). */
export type BulkJobKind = Exclude<OrderJobKind, "CANCEL_DEPARTURE">;

/** Per kind: the question naming the count, why an order is skipped, the start button and its colour. */
const WORDS: Record<
  BulkJobKind,
  { question: MessageKey; skipped: MessageKey; submit: MessageKey; color?: string; keep?: MessageKey }
> = {
  RESEND_CONFIRMATIONS: {
    question: "orderJobs.resend.question",
    skipped: "orderJobs.resend.skipped",
    submit: "orderJobs.resend.submit",
  },
  MESSAGE_CUSTOMERS: {
    question: "orderJobs.message.question",
    skipped: "orderJobs.message.skipped",
    submit: "orderJobs.message.submit",
  },
  CANCEL_ORDERS: {
    question: "orderJobs.cancel.question",
    skipped: "orderJobs.cancel.skipped",
    submit: "orderJobs.cancel.submit",
    color: "red.8",
    // Beside "Cancel 21 orders", a plain Cancel would read as the same thing.
    keep: "orders.cancel.keep",
  },
};

const LOCAL = { context: { errorHandling: "local" as const } };

interface OrderJobDialogProps {
  kind: BulkJobKind;
  selection: OrderSelectionInput;
  onClose(): void;
  onStarted(jobId: string): void;
}

/**
 * Confirming a job over the order list's selection (docs/sales-contract.md, jobs): the server's preview names what
 * will be touched now (the orders, those that will be skipped, what will be refunded), and the job is started with
 * that count, so that a selection that changed meanwhile is refused rather than acted on. Writing to customers takes
 * the subject and text the reservation screen's message takes, with its rules.
 */
export function OrderJobDialog({ kind, selection, onClose, onStarted }: OrderJobDialogProps) {
  const { t } = useI18n();
  const phone = usePhoneDialog();
  const words = WORDS[kind];
  const message = kind === "MESSAGE_CUSTOMERS";
  const preview = useQuery(OrderJobPreviewQuery, {
    variables: { kind, selection },
    fetchPolicy: "network-only",
    ...LOCAL,
  });
  const [start, { loading }] = useMutation(StartOrderJobMutation, LOCAL);
  const form = useForm({
    initialValues: { subject: "", text: "" },
    validate: (values) => (message ? wordFailures(orderJobMessageFailures(values)) : {}),
  });
  const { failure, clear, report } = useSubmitFailure(form);
  const { close, leave } = useLeaveGuard(form, onClose);
  const quoted = preview.data?.orderJobPreview;
  const skipped = quoted ? quoted.total - quoted.eligible : 0;

  const submit = async (values: { subject: string; text: string }) => {
    if (!quoted) return;
    clear();
    try {
      const { data } = await start({
        variables: {
          input: {
            kind,
            selection,
            expectedCount: quoted.total,
            ...(message ? { subject: values.subject, text: values.text } : {}),
          },
        },
      });
      close();
      if (data) onStarted(data.startOrderJob.id);
    } catch (error) {
      report(error, values);
      // The selection may have changed under the count confirmed: the preview says what it matches now.
      void preview.refetch();
    }
  };

  return (
    <Modal opened onClose={leave} title={t(jobKindLabel(kind))} size="lg" centered fullScreen={phone}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <FormAlert
            message={failure ?? (preview.error ? refusalMessage(preview.error, t("error.network")) : undefined)}
          />
          {preview.loading && !quoted ? <QuoteLoading label={t("orderJobs.counting")} /> : null}
          {quoted ? (
            <>
              <Text fw={600}>{t(words.question, { count: quoted.total })}</Text>
              <QuotePanel
                color={kind === "CANCEL_ORDERS" ? "red" : "blue"}
                rows={[
                  { label: t("orderJobs.selected"), value: quoted.total },
                  { label: t("orderJobs.willSkip"), value: skipped },
                  ...(quoted.refund
                    ? [{ label: t("orderJobs.refund"), value: formatMoney(quoted.refund), strong: true }]
                    : []),
                ]}
              >
                {skipped > 0 ? (
                  <Text size="sm" mt={4}>
                    {t(words.skipped, { count: skipped })}
                  </Text>
                ) : null}
              </QuotePanel>
            </>
          ) : null}
          {/* Every kind writes to customers (a cancellation says so to each). */}
          <MailNotConfiguredAlert />
          {message ? <MessageFields subject={form.getInputProps("subject")} text={form.getInputProps("text")} /> : null}
          <ModalFormButtons
            onCancel={leave}
            cancelLabel={words.keep ? t(words.keep) : undefined}
            cancelDisabled={loading}
            saveLabel={t(words.submit, { count: quoted?.total ?? 0 })}
            saveColor={words.color}
            saving={loading}
            saveDisabled={!quoted || quoted.eligible === 0}
          />
        </Stack>
      </form>
    </Modal>
  );
}
