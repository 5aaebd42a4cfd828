import { useState } from "react";
import { Button, Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconCalendarX } from "@tabler/icons-react";
import { orderJobMessageFailures } from "#rules";
import type { DepartureInput } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { formatMoney } from "@/routes/report/shared/report-figures";
import {
  refusalMessage,
  useLeaveGuard,
  usePhoneDialog,
  useSubmitFailure,
} from "@/routes/sales/order/detail/dialog-parts";
import { QuoteLoading, QuotePanel } from "@/routes/sales/order/detail/QuotePanel";
import { CancelDepartureMutation, DepartureCancelPreviewQuery } from "@/routes/sales/order/jobs/job-documents";
import { JobProgressDialog } from "@/routes/sales/order/jobs/JobProgressDialog";
import { FormAlert } from "@/shared/FormAlert";
import { ModalFormButtons } from "@/shared/form";
import { MailNotConfiguredAlert } from "@/shared/mail/MailNotConfiguredAlert";
import { MessageFields } from "@/shared/mail/MessageFields";
import { formatDate } from "@/shared/time/format-time";
import { wordFailures } from "@/shared/validation";

const LOCAL = { context: { errorHandling: "local" as const } };

/** The departure as the calendar and the manifest read it. */
interface CancellableDeparture {
  tripId: string;
  tripName: string;
  date: string;
  /** The shift as tickets name it; null for a trip without shifts. */
  shiftId: string | null;
  shiftName: string | null;
  time: string | null;
  cancelled: boolean;
}

const whenOf = (departure: CancellableDeparture) =>
  [formatDate(departure.date), departure.time ?? departure.shiftName].filter(Boolean).join(" · ");

interface CancelDepartureDialogProps {
  departure: CancellableDeparture;
  onClose(): void;
  onStarted(jobId: string): void;
}

/**
 * Cancelling a departure (docs/sales-contract.md, jobs; docs/catalogue-contract.md section 7): the server's preview
 * names its orders and what goes back in full, the operator writes the one message each customer gets (the reservation
 * screen's subject and text), and confirming stops the departure's sale and starts the job with that count.
 */
export function CancelDepartureDialog({ departure, onClose, onStarted }: CancelDepartureDialogProps) {
  const { t } = useI18n();
  const phone = usePhoneDialog();
  const input: DepartureInput = { tripId: departure.tripId, date: departure.date, shift: departure.shiftId };
  const preview = useQuery(DepartureCancelPreviewQuery, {
    variables: { departure: input },
    fetchPolicy: "network-only",
    ...LOCAL,
  });
  const [cancel, { loading }] = useMutation(CancelDepartureMutation, LOCAL);
  const form = useForm({
    initialValues: { subject: "", text: "" },
    validate: (values) => wordFailures(orderJobMessageFailures(values)),
  });
  const { failure, clear, report } = useSubmitFailure(form);
  const { close, leave } = useLeaveGuard(form, onClose);
  const quoted = preview.data?.departureCancelPreview;
  const skipped = quoted ? quoted.total - quoted.eligible : 0;

  const submit = async (values: { subject: string; text: string }) => {
    if (!quoted) return;
    clear();
    try {
      const { data } = await cancel({
        variables: { input: { departure: input, expectedCount: quoted.total, ...values } },
      });
      close();
      if (data) onStarted(data.cancelDeparture.id);
    } catch (error) {
      report(error, values);
      // Orders booked or cancelled meanwhile: the preview says what the departure holds now.
      void preview.refetch();
    }
  };

  return (
    <Modal opened onClose={leave} title={t("departureCancel.title")} size="lg" centered fullScreen={phone}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <Text size="sm" fw={600}>
            {departure.tripName} · {whenOf(departure)}
          </Text>
          <FormAlert
            message={failure ?? (preview.error ? refusalMessage(preview.error, t("error.network")) : undefined)}
          />
          {preview.loading && !quoted ? <QuoteLoading label={t("orderJobs.counting")} /> : null}
          {quoted ? (
            <>
              <Text fw={600}>{t("departureCancel.question", { count: quoted.total })}</Text>
              <QuotePanel
                color="red"
                rows={[
                  { label: t("departureCancel.orders"), value: quoted.total },
                  { label: t("orderJobs.willSkip"), value: skipped },
                  { label: t("departureCancel.refund"), value: formatMoney(quoted.refund ?? "0.00"), strong: true },
                ]}
              >
                <Text size="sm" mt={4}>
                  {t("departureCancel.explain")}
                </Text>
                {skipped > 0 ? <Text size="sm">{t("orderJobs.cancel.skipped", { count: skipped })}</Text> : null}
              </QuotePanel>
            </>
          ) : null}
          <MailNotConfiguredAlert />
          <MessageFields subject={form.getInputProps("subject")} text={form.getInputProps("text")} />
          <ModalFormButtons
            onCancel={leave}
            cancelLabel={t("departureCancel.keep")}
            cancelDisabled={loading}
            saveLabel={t("departureCancel.submit", { count: quoted?.total ?? 0 })}
            saveColor="red.8"
            saving={loading}
            saveDisabled={!quoted}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The Cancel departure action (cmd /departure/cancel, the caller checks it), shown while the departure is not
 * cancelled: its dialog, then the job's progress, which stays open once the departure reads as cancelled;
 * `onCancelled` once the departure is cancelled (its sale stopped) and again when the job is done.
 */
export function CancelDepartureButton({
  departure,
  onCancelled,
}: {
  departure: CancellableDeparture;
  onCancelled(): void;
}) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  const [jobId, setJobId] = useState<string>();
  return (
    <>
      {departure.cancelled ? null : (
        <Button
          color="red"
          variant="light"
          leftSection={<IconCalendarX size={16} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          {t("departureCancel.open")}
        </Button>
      )}
      {opened ? (
        <CancelDepartureDialog
          departure={departure}
          onClose={() => setOpened(false)}
          onStarted={(id) => {
            setJobId(id);
            onCancelled();
          }}
        />
      ) : null}
      {jobId ? <JobProgressDialog jobId={jobId} onClose={() => setJobId(undefined)} onFinished={onCancelled} /> : null}
    </>
  );
}
