import { useState } from "react";
import { Button, Group, Loader, Select, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconArrowLeft, IconHistory, IconRefresh } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { translate, useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { LinkButton } from "@/shared/LinkButton";
import { ListToolbar, PagedList, useFilterDraft, usePagedListQuery } from "@/shared/list";
import { showErrorToast, showSuccessToast } from "@/shared/notify";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { dialogRefusalOf } from "@/shared/form";
import { isJobState, JOB_STATES, jobStateLabel } from "./coupon/coupon-codes";
import { couponJobColumns, CouponJobRow_couponJob, type CouponJobRow } from "./coupon/job-columns";
import { JOB_POLL_MS } from "./coupon/GenerationPanel";

const CouponHistoryQuery = graphql(`
  query CouponHistory($filter: CouponJobFilter, $page: PageInput) {
    couponJobs(filter: $filter, page: $page) {
      items {
        ...CouponJobRow_couponJob
      }
      total
    }
  }
`);

const RetryCouponJobMutation = graphql(`
  mutation RetryCouponJob($id: ID!) {
    retryCouponJob(id: $id) {
      ...CouponJobRow_couponJob
    }
  }
`);

const HISTORY_FILTER_KEYS = ["state"] as const;
const isPending = (job: CouponJobRow) => job.state === "PENDING";

/**
 * Coupon History (docs/money-contract.md section 2): the code generation jobs of sequence coupons, newest first, read
 * again every second while one is pending; a job stopped with an error can be retried.
 */
export default function CouponHistoryScreen() {
  const { t } = useI18n();
  const can = useCan();
  const time = useTenantTime();
  const list = usePagedListQuery({
    query: CouponHistoryQuery,
    row: CouponJobRow_couponJob,
    filterKeys: HISTORY_FILTER_KEYS,
    variables: (filters, page) => ({ filter: { state: isJobState(filters.state) ? filters.state : null }, page }),
    page: (data) => data.couponJobs,
    poll: { interval: JOB_POLL_MS, while: (jobs) => jobs.some(isPending) },
  });
  const [draft, setDraft] = useFilterDraft(list.filters);
  const [retry] = useMutation(RetryCouponJobMutation, { context: { errorHandling: "local" } });
  const [retrying, setRetrying] = useState<string>();
  const polling = list.items?.some(isPending) ?? false;

  const retryJob = async (job: CouponJobRow) => {
    setRetrying(job.id);
    try {
      await retry({ variables: { id: job.id } });
      showSuccessToast(t("coupons.retried", { code: job.couponCode || t("coupons.noPrefix") }));
      list.refetch();
    } catch (error) {
      const refusal = dialogRefusalOf(error, [], translate("error.network"));
      if (refusal?.message) showErrorToast(refusal.message);
    } finally {
      setRetrying(undefined);
    }
  };

  return (
    <PagedList
      list={list}
      columns={couponJobColumns(t, time.format)}
      actions={
        <LinkButton to="/marketing/sales_coupon_list" icon={IconArrowLeft}>
          {t("coupons.backToList")}
        </LinkButton>
      }
      notice={
        polling ? (
          <Group gap="xs" mb="sm" role="status">
            <Loader size={14} />
            <Text size="sm" c="dimmed">
              {t("coupons.polling")}
            </Text>
          </Group>
        ) : null
      }
      toolbar={(columnChooser) => (
        <ListToolbar onSearch={() => list.setFilters(draft)} onReset={list.reset} extra={columnChooser}>
          <Select
            label={t("coupons.jobState")}
            placeholder={t("coupons.anyState")}
            data={JOB_STATES.map((value) => ({ value, label: t(jobStateLabel(value)) }))}
            value={draft.state || null}
            onChange={(value) => {
              const next = { ...draft, state: value ?? "" };
              setDraft(next);
              list.setFilters(next);
            }}
            clearable
            w={180}
          />
        </ListToolbar>
      )}
      // An Actions column only when a row of the page has one: a failed job can be retried.
      rowActions={
        can("/coupon/add") && list.rows?.some((job) => job.state === "ERROR")
          ? (job) =>
              job.state === "ERROR" ? (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  loading={retrying === job.id}
                  onClick={() => void retryJob(job)}
                  aria-label={`${t("coupons.retry")} ${job.couponCode}`}
                >
                  {t("coupons.retry")}
                </Button>
              ) : null
          : undefined
      }
      skeletonRows={6}
      minWidth={720}
      empty={{
        icon: <IconHistory size={28} aria-hidden />,
        title: t("coupons.jobsEmptyTitle"),
        description: t("coupons.jobsEmptyText"),
      }}
    />
  );
}
