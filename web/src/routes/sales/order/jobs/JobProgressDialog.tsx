import { useEffect } from "react";
import { Anchor, Button, Group, Modal, Progress, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { messageOf } from "@/apollo/error-policy";
import { getFragmentData, type FragmentType } from "@/gql";
import type { OrderJobItem_ItemFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useCanOpen } from "@/layout/shell-context";
import { FormAlert } from "@/shared/FormAlert";
import { DataTable, type DataColumn } from "@/shared/list";
import { formatDate } from "@/shared/time/format-time";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { QuoteLoading, QuotePanel } from "../detail/QuotePanel";
import { usePhoneDialog } from "../detail/dialog-parts";
import { orderDetailPath } from "../order-links";
import { OrderJobItem_item, OrderJobQuery, OrderJobSummary_job } from "./job-documents";
import { jobItemReason, jobKindLabel, jobPercent, jobStateColor } from "./job-words";
import { JobStateBadge } from "./JobStateBadge";

/** The contract's pace: a running job is asked for every second (docs/sales-contract.md, jobs). */
const POLL_MS = 1000;
/** The failed and skipped orders listed in the result (the page type's largest page); more are counted. */
const ITEMS_PAGE = { number: 1, size: 100 };

/** "Harbor Sunset Cruise · 07/01/2030 · Morning": the departure a CANCEL_DEPARTURE job cancelled. */
export const jobDepartureText = (departure: { tripName: string; date: string; shift?: string | null }): string =>
  [departure.tripName, formatDate(departure.date), departure.shift].filter(Boolean).join(" · ");

interface JobProgressDialogProps {
  jobId: string;
  onClose(): void;
  /** Once the job is DONE (e.g. to read the list again). */
  onFinished?(): void;
}

/**
 * A job's progress (docs/sales-contract.md, jobs): handled of total as a bar, read every second until DONE, then the
 * result: the counts, and the orders that failed or were skipped with the reason, each linking to the order. The job
 * goes on when the dialog is closed; the order list's Jobs finds it again.
 */
export function JobProgressDialog({ jobId, onClose, onFinished }: JobProgressDialogProps) {
  const { t } = useI18n();
  const time = useTenantTime();
  const phone = usePhoneDialog();
  // Read every second until DONE; then once more with the result's items.
  const { data, previousData, error, stopPolling } = useQuery(OrderJobQuery, {
    variables: { id: jobId, withItems: false, itemsPage: ITEMS_PAGE },
    pollInterval: POLL_MS,
    fetchPolicy: "network-only",
    context: { errorHandling: "local" },
  });
  const running = getFragmentData(OrderJobSummary_job, (data ?? previousData)?.orderJob);
  const done = running?.state === "DONE";
  const result = useQuery(OrderJobQuery, {
    variables: { id: jobId, withItems: true, itemsPage: ITEMS_PAGE },
    skip: !done,
    fetchPolicy: "network-only",
    context: { errorHandling: "local" },
  });
  const finished = result.data?.orderJob;
  const job = getFragmentData(OrderJobSummary_job, finished) ?? running;
  useEffect(() => {
    if (!done) return;
    stopPolling();
    onFinished?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the job is seen DONE
  }, [done]);

  const handled = job ? job.succeeded + job.failed + job.skipped : 0;
  return (
    <Modal
      opened
      onClose={onClose}
      title={job ? t(jobKindLabel(job.kind)) : t("orderJobs.progressTitle")}
      size="lg"
      centered
      fullScreen={phone}
    >
      <Stack>
        {/* Only when nothing could be read: a reading that fails while the job shows is followed by the next. */}
        <FormAlert message={error && !job ? messageOf(error, t("error.network")) : undefined} />
        {!job ? (
          error ? null : (
            <QuoteLoading label={t("orderJobs.loading")} />
          )
        ) : (
          <>
            <Group gap="xs" wrap="wrap">
              <JobStateBadge job={job} />
              <Text size="sm" c="dimmed">
                {t("orderJobs.startedBy", { creator: job.creator, time: time.format(job.createdAt) ?? "" })}
              </Text>
            </Group>
            {job.departure ? <Text size="sm">{jobDepartureText(job.departure)}</Text> : null}
            {job.subject ? <Text size="sm">{t("orderJobs.subjectLine", { subject: job.subject })}</Text> : null}
            <Stack gap={4}>
              <Progress
                value={jobPercent(job)}
                color={jobStateColor(job)}
                size="lg"
                striped={!done}
                animated={!done}
                aria-label={t("orderJobs.progressLabel")}
              />
              <Text size="sm" aria-live="polite">
                {t("orderJobs.handled", { handled, total: job.total })}
              </Text>
            </Stack>
            <QuotePanel
              color={jobStateColor(job)}
              rows={[
                { label: t("orderJobs.succeeded"), value: job.succeeded, strong: true },
                { label: t("orderJobs.failed"), value: job.failed },
                { label: t("orderJobs.skipped"), value: job.skipped },
                { label: t("orderJobs.pending"), value: job.pending },
              ]}
            >
              {done ? null : (
                <Text size="sm" mt={4}>
                  {t("orderJobs.goesOn")}
                </Text>
              )}
            </QuotePanel>
            {finished?.failedItems?.total ? (
              <JobItems title={t("orderJobs.failedOrders")} page={finished.failedItems} />
            ) : null}
            {finished?.skippedItems?.total ? (
              <JobItems title={t("orderJobs.skippedOrders")} page={finished.skippedItems} />
            ) : null}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.close")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Orders of a finished job in one state, with why: the number links to the order where the user may open it. */
function JobItems({
  title,
  page,
}: {
  title: string;
  page: { items: FragmentType<typeof OrderJobItem_item>[]; total: number };
}) {
  const { t } = useI18n();
  const canOpen = useCanOpen();
  const items = getFragmentData(OrderJobItem_item, page.items);
  const columns: DataColumn<OrderJobItem_ItemFragment>[] = [
    {
      key: "order",
      label: t("orderJobs.order"),
      width: 130,
      cell: (item) =>
        canOpen(orderDetailPath(item.orderId)) ? (
          <Anchor component={Link} to={orderDetailPath(item.orderId)} size="sm" style={{ whiteSpace: "nowrap" }}>
            {item.orderNumber}
          </Anchor>
        ) : (
          item.orderNumber
        ),
    },
    { key: "reason", label: t("orderJobs.reason"), cell: jobItemReason },
  ];
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
        {page.total > items.length ? ` ${t("orderJobs.firstOf", { shown: items.length, total: page.total })}` : ""}
      </Title>
      <DataTable
        label={title}
        columns={columns}
        visible={columns.map((column) => column.key)}
        rows={items}
        rowKey={(item) => item.orderId}
        minWidth={0}
        empty={null}
      />
    </Stack>
  );
}
