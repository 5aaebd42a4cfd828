import { Stack, Text } from "@mantine/core";
import { graphql } from "@/gql";
import type { CouponJobRow_CouponJobFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import { NoValue, type DataColumn } from "@/shared/list";
import { StateBadge } from "@/routes/sales/shared/StateBadge";
import { JOB_STATE_COLORS, jobStateLabel } from "./coupon-codes";
import { GenerationProgress } from "./GenerationProgress";

export const CouponJobRow_couponJob = graphql(`
  fragment CouponJobRow_couponJob on CouponJob {
    id
    couponId
    couponCode
    requested
    generated
    state
    errorMessage
    createTime
    finishTime
    creator
  }
`);

export type CouponJobRow = CouponJobRow_CouponJobFragment;

/** Coupon History's columns: the coupon's prefix, how many codes, how far, its state (and why it stopped), when and by whom. */
export function couponJobColumns(
  t: Translate,
  formatTime: (iso: string | null | undefined) => string | null,
): DataColumn<CouponJobRow>[] {
  return [
    {
      key: "coupon",
      label: t("coupons.jobCoupon"),
      fixed: true,
      cell: (job) => (
        <Text size="sm" fw={600} ff="monospace">
          {job.couponCode || t("coupons.noPrefix")}
        </Text>
      ),
    },
    { key: "requested", label: t("coupons.requested"), align: "right", cell: (job) => job.requested },
    {
      key: "generated",
      label: t("coupons.generated"),
      align: "right",
      cell: (job) => (
        <GenerationProgress
          code={job.couponCode}
          generated={job.generated}
          requested={job.requested}
          color={JOB_STATE_COLORS[job.state]}
        />
      ),
    },
    {
      key: "state",
      label: t("coupons.jobState"),
      minWidth: 160,
      cell: (job) => (
        <Stack gap={2} align="flex-start">
          <StateBadge color={JOB_STATE_COLORS[job.state]}>{t(jobStateLabel(job.state))}</StateBadge>
          {job.state === "ERROR" && job.errorMessage ? (
            <Text size="xs" c="red.8" maw={260}>
              {job.errorMessage}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: "createTime",
      label: t("coupons.createTime"),
      cell: (job) => <TimeCell time={formatTime(job.createTime)} below={job.creator} />,
    },
    {
      key: "finishTime",
      label: t("coupons.finishTime"),
      cell: (job) => <TimeCell time={formatTime(job.finishTime)} />,
    },
  ];
}

/** A time as its day over its clock (and who, when known), so the table stays narrow enough for 800 px. */
function TimeCell({ time, below }: { time: string | null; below?: string | null }) {
  if (!time) return <NoValue />;
  const [day, clock] = time.split(" ");
  return (
    <Stack gap={0}>
      <Text size="sm">{day}</Text>
      <Text size="xs" c="dimmed">
        {below ? `${clock} · ${below}` : clock}
      </Text>
    </Stack>
  );
}
