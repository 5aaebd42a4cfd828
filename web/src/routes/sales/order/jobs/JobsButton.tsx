import { useEffect, useState } from "react";
import { ActionIcon, Button, Modal, Stack, Text, Tooltip } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconEye, IconListCheck } from "@tabler/icons-react";
import { messageOf } from "@/apollo/error-policy";
import { getFragmentData } from "@/gql";
import type { OrderJobSummary_JobFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { EmptyNotice } from "@/shared/EmptyNotice";
import { FormAlert } from "@/shared/FormAlert";
import { DataTable, type DataColumn } from "@/shared/list";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { usePhoneDialog } from "../detail/dialog-parts";
import { OrderJobSummary_job, OrderJobsQuery } from "./job-documents";
import { jobKindLabel } from "./job-words";
import { JobStateBadge } from "./JobStateBadge";
import { jobDepartureText } from "./JobProgressDialog";

/** The recent jobs shown: the newest page (orderJobs lists newest first). */
const RECENT = { number: 1, size: 20 };
/** While one of them is unfinished the list is read again at this pace, so that its state moves on screen. */
const POLL_MS = 2000;

type Job = OrderJobSummary_JobFragment;

/**
 * The order list's Jobs: the recent jobs over many orders (and departure cancellations) with their state and counts;
 * each opens its progress and result (`onOpen`).
 */
export function JobsButton({ onOpen }: { onOpen(jobId: string): void }) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconListCheck size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t("orderJobs.jobs")}
      </Button>
      {opened ? (
        <RecentJobsDialog
          onClose={() => setOpened(false)}
          onOpen={(jobId) => {
            setOpened(false);
            onOpen(jobId);
          }}
        />
      ) : null}
    </>
  );
}

function RecentJobsDialog({ onClose, onOpen }: { onClose(): void; onOpen(jobId: string): void }) {
  const { t } = useI18n();
  const time = useTenantTime();
  const phone = usePhoneDialog();
  const { data, error, startPolling, stopPolling } = useQuery(OrderJobsQuery, {
    variables: { page: RECENT },
    fetchPolicy: "cache-and-network",
    context: { errorHandling: "local" },
  });
  const jobs = data ? getFragmentData(OrderJobSummary_job, data.orderJobs.items) : undefined;
  const unfinished = jobs?.some((job) => job.state !== "DONE") ?? false;
  useEffect(() => {
    if (!unfinished) return undefined;
    startPolling(POLL_MS);
    return stopPolling;
  }, [unfinished, startPolling, stopPolling]);

  const columns: DataColumn<Job>[] = [
    {
      key: "createdAt",
      label: t("orderJobs.started"),
      width: 150,
      cell: (job) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            {time.format(job.createdAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {job.creator}
          </Text>
        </Stack>
      ),
    },
    {
      key: "kind",
      label: t("orderJobs.kind"),
      minWidth: 160,
      cell: (job) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t(jobKindLabel(job.kind))}
          </Text>
          {job.departure || job.subject ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {job.departure ? jobDepartureText(job.departure) : job.subject}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: "orders",
      label: t("orderJobs.orders"),
      align: "right",
      cell: (job) => t("orderJobs.doneOf", { done: job.succeeded + job.failed + job.skipped, total: job.total }),
    },
    { key: "state", label: t("orderJobs.state"), cell: (job) => <JobStateBadge job={job} /> },
  ];

  return (
    <Modal opened onClose={onClose} title={t("orderJobs.recentTitle")} size="xl" centered fullScreen={phone}>
      <Stack>
        <FormAlert message={error && !jobs ? messageOf(error, t("error.network")) : undefined} />
        <DataTable<Job>
          label={t("orderJobs.recentTitle")}
          columns={columns}
          visible={columns.map((column) => column.key)}
          rows={error && !jobs ? [] : jobs}
          rowKey={(job) => job.id}
          skeletonRows={3}
          minWidth={560}
          rowActions={(job) => (
            <Tooltip label={t("orderJobs.view")} withArrow openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onOpen(job.id)}
                aria-label={t("orderJobs.viewJob", {
                  kind: t(jobKindLabel(job.kind)),
                  time: time.format(job.createdAt) ?? "",
                })}
              >
                <IconEye size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          empty={
            <EmptyNotice
              bare
              icon={<IconListCheck size={28} aria-hidden />}
              title={t("orderJobs.noJobsTitle")}
              description={t("orderJobs.noJobsText")}
            />
          }
        />
      </Stack>
    </Modal>
  );
}
