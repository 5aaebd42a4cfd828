import { useState } from "react";
import { Paper, Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconArrowLeft, IconTicket } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan, useShell } from "@/layout/shell-context";
import { LinkButton } from "@/shared/LinkButton";
import { ListToolbar, PagedList, useFilterDraft, usePagedListQuery } from "@/shared/list";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { CouponUsageRow_couponUsage, usageColumns } from "./coupon/usage-columns";
import {
  couponUsageExportUrl,
  USAGE_CHOICES,
  USAGE_FILTER_KEYS,
  USAGE_SUBJECT,
  usageChoiceLabel,
  usageFilterOf,
  usageSearchErrors,
  type UsageFilterKey,
  type UsageFilters,
} from "./coupon/usage-filters";

const CouponUsageQuery = graphql(`
  query CouponUsage($id: ID!, $filter: CouponUsageFilter, $page: PageInput) {
    couponUsage(id: $id, filter: $filter, page: $page) {
      items {
        ...CouponUsageRow_couponUsage
      }
      total
    }
  }
`);

/** The whole coupon's figures: the same whatever the filter, so read once per coupon. */
const CouponUsageSummaryQuery = graphql(`
  query CouponUsageSummary($id: ID!) {
    couponUsage(id: $id, page: { number: 1, size: 1 }) {
      summary {
        code
        codeType
        issued
        used
        unused
        uses
        discountGiven
      }
    }
  }
`);

const FIGURES = [
  ["issued", "coupons.issued"],
  ["used", "coupons.codesUsed"],
  ["unused", "coupons.codesUnused"],
  ["uses", "coupons.uses"],
  ["discountGiven", "coupons.discountGiven"],
] as const;

/**
 * Coupon Usage (docs/money-contract.md section 2): which of a coupon's codes were used, on which order, when, by whom
 * and for what discount; every code never used too. Filtered by use and code, paged and exported by the gateway.
 */
export default function CouponUsageScreen() {
  const { t } = useI18n();
  const can = useCan();
  const time = useTenantTime();
  const { pageKeys } = useShell();
  const list = usePagedListQuery({
    query: CouponUsageQuery,
    row: CouponUsageRow_couponUsage,
    filterKeys: USAGE_FILTER_KEYS,
    subject: USAGE_SUBJECT,
    check: usageSearchErrors,
    variables: (filters, page) => ({ id: filters.id, filter: usageFilterOf(filters), page }),
    page: (data) => data.couponUsage,
  });
  const couponId = list.filters.id;
  const { data } = useQuery(CouponUsageSummaryQuery, {
    variables: { id: couponId },
    skip: couponId === "",
    fetchPolicy: "cache-and-network",
  });
  const summary = data?.couponUsage.summary;
  const [draft, setDraft] = useFilterDraft<UsageFilters>(list.filters);
  const [errors, setErrors] = useState<Partial<Record<UsageFilterKey, string>>>({});
  const apply = (next: UsageFilters) => {
    const found = usageSearchErrors(next);
    setErrors(found);
    if (Object.keys(found).length === 0) list.setFilters(next);
  };
  const shownCode = summary ? summary.code || t("coupons.noPrefix") : "";

  return (
    <PagedList
      list={list}
      columns={usageColumns(t, time.format, pageKeys.has("order_detail"))}
      exportUrl={
        couponId && can("/coupon/export") ? couponUsageExportUrl(couponId, usageFilterOf(list.filters)) : undefined
      }
      actions={
        <LinkButton to="/marketing/sales_coupon_list" icon={IconArrowLeft}>
          {t("coupons.backToList")}
        </LinkButton>
      }
      notice={
        couponId ? (
          <>
            <Text fw={600} mb="xs" ff="monospace" aria-live="polite">
              {summary ? t("coupons.usageTitle", { code: shownCode }) : "\u00a0"}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" mb="md" role="group" aria-label={t("coupons.usage")}>
              {FIGURES.map(([key, label]) => (
                <Paper key={key} withBorder radius="md" px="md" py="sm">
                  <Text size="xs" c="dimmed" fw={600}>
                    {t(label)}
                  </Text>
                  <Text fz={22} fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
                    {summary ? summary[key] : "\u00a0"}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </>
        ) : null
      }
      placeholder={
        couponId ? undefined : (
          <Text c="dimmed" p="md">
            {t("coupons.noCoupon")}
          </Text>
        )
      }
      toolbar={(columnChooser) => (
        <ListToolbar onSearch={() => apply(draft)} onReset={list.reset} extra={columnChooser}>
          <TextInput
            label={t("coupons.code")}
            placeholder={t("coupons.codeSearch")}
            value={draft.code}
            error={errors.code ?? list.searchErrors?.code}
            onChange={(event) => setDraft({ ...draft, code: event.currentTarget.value })}
            w={180}
          />
          <Select
            label={t("coupons.usageFilter")}
            placeholder={t("coupons.usageAny")}
            data={USAGE_CHOICES.map((value) => ({ value, label: t(usageChoiceLabel(value)) }))}
            value={draft.used || null}
            onChange={(value) => {
              const next = { ...draft, used: value ?? "" };
              setDraft(next);
              apply(next);
            }}
            clearable
            w={180}
          />
        </ListToolbar>
      )}
      skeletonRows={8}
      minWidth={860}
      empty={{
        icon: <IconTicket size={28} aria-hidden />,
        title: t("coupons.usageEmptyTitle"),
        description: t("coupons.usageEmptyText"),
      }}
    />
  );
}
