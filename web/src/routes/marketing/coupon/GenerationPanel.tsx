import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { IconArrowLeft, IconCircleCheck, IconHistory, IconPlus } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { LinkButton } from "@/shared/LinkButton";
import { JOB_STATE_COLORS } from "./coupon-codes";
import { GenerationProgress } from "./GenerationProgress";

const CouponGenerationQuery = graphql(`
  query CouponGeneration($couponId: ID!) {
    couponJobs(filter: { couponId: $couponId }, page: { number: 1, size: 1 }) {
      items {
        id
        couponCode
        requested
        generated
        state
        errorMessage
      }
    }
  }
`);

const CouponGenerationChangedSubscription = graphql(`
  subscription CouponGenerationChanged($couponId: ID!) {
    couponJobChanged(couponId: $couponId) {
      id
      generated
      state
      eventType
    }
  }
`);

/** How often the job history reads pending jobs again. */
export const JOB_POLL_MS = 1000;
/** Here the job's batches arrive live; reading it again is only the fallback for a lost connection. */
const FALLBACK_POLL_MS = 10_000;

/**
 * After a sequence coupon is created: its code generation job, whose progress arrives batch by batch over the live
 * subscription (docs/system-contract.md section 13), read again every 10 s as a fallback and once more when it ends,
 * until it is Successful or Error, with the ways on.
 */
export function GenerationPanel({
  couponId,
  count,
  onCreateAnother,
}: {
  couponId: string;
  count: number;
  onCreateAnother(): void;
}) {
  const { t } = useI18n();
  const { data, refetch } = useQuery(CouponGenerationQuery, { variables: { couponId }, fetchPolicy: "network-only" });
  const read = data?.couponJobs.items[0];
  const [liveGenerated, setLiveGenerated] = useState(0);
  const pending = !read || read.state === "PENDING";
  useSubscription(CouponGenerationChangedSubscription, {
    variables: { couponId },
    skip: !pending,
    ignoreResults: true,
    context: { errorHandling: "silent" },
    onData: ({ data: heard }) => {
      const change = heard.data?.couponJobChanged;
      if (!change) return;
      setLiveGenerated((previous) => Math.max(previous, change.generated));
      // The end's own answer (its state, an error's message) is the job's, read once more.
      if (change.eventType === "COUPON_JOB_FINISHED") void refetch();
    },
  });
  // A second watcher of the same answer polls while the job is pending; skipping it ends the polling for certain.
  useQuery(CouponGenerationQuery, { variables: { couponId }, pollInterval: FALLBACK_POLL_MS, skip: !pending });
  const job = read && { ...read, generated: Math.max(read.generated, liveGenerated) };

  return (
    <Paper withBorder radius="md" p="lg" maw={880}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t("coupons.generatingTitle", { count })}
        </Title>
        {job ? (
          <GenerationProgress
            code={job.couponCode}
            generated={job.generated}
            requested={job.requested}
            color={JOB_STATE_COLORS[job.state]}
            justify="flex-start"
          />
        ) : (
          <Skeleton h={16} w={200} />
        )}
        {job?.state === "SUCCESSFUL" ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {t("coupons.generationDone")}
          </Alert>
        ) : null}
        {job?.state === "ERROR" ? (
          <Alert color="red" variant="light" role="alert">
            {t("coupons.generationFailed", { message: job.errorMessage ?? "" })}
          </Alert>
        ) : null}
        {pending ? (
          <Text size="sm" c="dimmed">
            {t("coupons.generatingText")}
          </Text>
        ) : null}
        <Group gap="sm">
          <LinkButton to="/marketing/sales_coupon_history" icon={IconHistory}>
            {t("route.sales_coupon_history")}
          </LinkButton>
          <LinkButton to="/marketing/sales_coupon_list" icon={IconArrowLeft}>
            {t("coupons.backToList")}
          </LinkButton>
          <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreateAnother}>
            {t("coupons.createAnother")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
