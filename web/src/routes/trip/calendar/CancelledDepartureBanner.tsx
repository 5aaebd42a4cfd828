import { useState } from "react";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconCalendarX } from "@tabler/icons-react";
import { getFragmentData } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan, useShell } from "@/layout/shell-context";
import { OrderJobQuery, OrderJobSummary_job } from "@/routes/sales/order/jobs/job-documents";
import { JobProgressDialog } from "@/routes/sales/order/jobs/JobProgressDialog";
import { useTenantTime } from "@/shared/time/use-tenant-time";

/**
 * The manifest's word that its departure is cancelled (docs/sales-contract.md, jobs): when and by whom, how far the
 * cancellation of its orders has gone, and that job's progress and result, for a user who may read jobs (the order
 * list's page or /departure/cancel); others read only that it is cancelled.
 */
export function CancelledDepartureBanner({ jobId }: { jobId: string | null | undefined }) {
  const { t } = useI18n();
  const time = useTenantTime();
  const can = useCan();
  const mayRead = useShell().pageKeys.has("order_list") || can("/departure/cancel");
  const [showing, setShowing] = useState(false);
  const { data } = useQuery(OrderJobQuery, {
    variables: { id: jobId ?? "", withItems: false },
    skip: !jobId || !mayRead,
    fetchPolicy: "cache-and-network",
    context: { errorHandling: "local" },
  });
  const job = getFragmentData(OrderJobSummary_job, data?.orderJob);
  return (
    <Alert
      color="red"
      variant="light"
      mb="sm"
      icon={<IconCalendarX size={18} aria-hidden />}
      title={t("departureCancel.banner")}
    >
      {job ? (
        <Stack gap={6} align="flex-start">
          <Text size="sm">
            {t("departureCancel.bannerText", {
              time: time.format(job.createdAt) ?? "",
              creator: job.creator,
              done: job.succeeded + job.failed + job.skipped,
              total: job.total,
            })}
          </Text>
          <Button size="xs" variant="default" onClick={() => setShowing(true)}>
            {t("departureCancel.showJob")}
          </Button>
        </Stack>
      ) : null}
      {showing && jobId ? <JobProgressDialog jobId={jobId} onClose={() => setShowing(false)} /> : null}
    </Alert>
  );
}
