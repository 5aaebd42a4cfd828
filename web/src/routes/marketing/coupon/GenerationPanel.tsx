import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
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

/** How often the job is read again while it is pending. */
export const JOB_POLL_MS = 1000;

/**
 * After a sequence coupon is created: its code generation job, read again every second until it is Successful or
 * Error (and no longer once the screen is left), with the ways on.
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
  const { data } = useQuery(CouponGenerationQuery, { variables: { couponId }, fetchPolicy: "network-only" });
  const job = data?.couponJobs.items[0];
  const pending = !job || job.state === "PENDING";
  // A second watcher of the same answer polls while the job is pending; skipping it ends the polling for certain.
  useQuery(CouponGenerationQuery, { variables: { couponId }, pollInterval: JOB_POLL_MS, skip: !pending });

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
