import { Badge } from "@mantine/core";
import type { OrderJobState } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { jobStateColor, jobStateLabel } from "./job-words";

/** A job's state: waiting, running, done (orange when some orders failed). */
export function JobStateBadge({ job }: { job: { state: OrderJobState; failed: number } }) {
  const { t } = useI18n();
  return (
    <Badge variant="light" color={jobStateColor(job)} style={{ flex: "none" }}>
      {t(jobStateLabel(job.state))}
    </Badge>
  );
}
