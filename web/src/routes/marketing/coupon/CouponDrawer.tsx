import { useState } from "react";
import { Anchor, Button, Drawer, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { IconChartBar } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan, useShell } from "@/layout/shell-context";
import { StateBadge } from "@/routes/sales/shared/StateBadge";
import { ExportButton } from "@/shared/export";
import { LoadError } from "@/shared/LoadError";
import { DataTable, DEFAULT_PAGE_SIZE, ListPagination } from "@/shared/list";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { orderDetailPath } from "@/routes/sales/order/order-links";
import { Money } from "@/routes/sales/shared/Money";
import { DescriptionList } from "@/routes/sales/shared/DescriptionList";
import { couponCodesExportUrl } from "./coupon-filters";
import {
  codeRuleLabel,
  COUPON_STATUS_COLORS,
  couponStatusLabel,
  discountTypeLabel,
  percentOfRatio,
} from "./coupon-codes";
import { couponUsagePath } from "./usage-filters";
import { validityText, type CouponRow } from "./coupon-columns";
import { GenerationProgress } from "./GenerationProgress";

const CouponRedemptionsQuery = graphql(`
  query CouponRedemptions($id: ID!, $page: PageInput) {
    coupon(id: $id) {
      id
      usedCount
      discountGiven
      redemptions(page: $page) {
        items {
          orderId
          orderNumber
          code
          customerName
          createTime
          discount
          payAmount
        }
        total
      }
    }
  }
`);

/**
 * One coupon beside the list: what it gives, its codes (a sequence coupon's progress and "Export codes") and the sold
 * orders that used it, each linked to its order.
 */
export function CouponDrawer({ coupon, onClose }: { coupon: CouponRow | undefined; onClose(): void }) {
  const { t } = useI18n();
  return (
    <Drawer
      opened={coupon !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      closeButtonProps={{ "aria-label": t("coupons.closeDetail") }}
      title={
        <Title order={2} fz="lg">
          {coupon ? t("coupons.detailTitle", { code: coupon.code || t("coupons.noPrefix") }) : null}
        </Title>
      }
    >
      {coupon ? <CouponDetail key={coupon.id} coupon={coupon} onLeave={onClose} /> : null}
    </Drawer>
  );
}

/** `onLeave`: an order link was followed (the list stays alive behind it, so its drawer must not). */
function CouponDetail({ coupon, onLeave }: { coupon: CouponRow; onLeave(): void }) {
  const { t } = useI18n();
  const can = useCan();
  const { pageKeys } = useShell();
  const time = useTenantTime();
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(CouponRedemptionsQuery, {
    variables: { id: coupon.id, page: { number: page, size: DEFAULT_PAGE_SIZE } },
    fetchPolicy: "cache-and-network",
  });
  const shown = (data ?? previousData)?.coupon;
  const discount =
    coupon.discountType === "MONEY_OFF"
      ? (coupon.amount ?? "")
      : t("coupons.percentOff", { percent: percentOfRatio(coupon.discountRatio ?? "") });

  return (
    <Stack gap="lg">
      <DescriptionList
        items={[
          {
            label: t("coupons.state"),
            value: (
              <StateBadge color={COUPON_STATUS_COLORS[coupon.status]}>{t(couponStatusLabel(coupon.status))}</StateBadge>
            ),
          },
          { label: t("coupons.codeType"), value: t(codeRuleLabel(coupon.codeType)) },
          { label: t("coupons.discountType"), value: t(discountTypeLabel(coupon.discountType)) },
          { label: t("coupons.amount"), value: discount },
          { label: t("coupons.validity"), value: validityText(coupon) },
          {
            label: t("coupons.generated"),
            value:
              coupon.codeType === "SEQUENCE" ? (
                <GenerationProgress
                  code={coupon.code}
                  generated={coupon.generatedCount}
                  requested={coupon.count}
                  justify="flex-start"
                />
              ) : (
                coupon.generatedCount
              ),
          },
        ]}
      />
      <Group>
        {pageKeys.has("sales_coupon_usage") ? (
          <Button
            component={Link}
            to={couponUsagePath(coupon.id)}
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden />}
            onClick={onLeave}
          >
            {t("coupons.usage")}
          </Button>
        ) : null}
        {coupon.codeType === "SEQUENCE" && can("/coupon/export") ? (
          <ExportButton url={couponCodesExportUrl(coupon.id)} label={t("coupons.exportCodes")} />
        ) : null}
      </Group>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t("coupons.redemptions")}
        </Title>
        {shown ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("coupons.redemptionsSummary", { count: shown.usedCount, amount: shown.discountGiven })}
          </Text>
        ) : (
          <Skeleton h={16} w={240} />
        )}
      </Stack>
      {error && !shown ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label={t("coupons.redemptions")}
            rows={shown?.redemptions.items}
            rowKey={(row) => row.orderId}
            visible={["order", "code", "customer", "createTime", "discount", "payAmount"]}
            skeletonRows={4}
            minWidth={640}
            empty={
              <Text size="sm" c="dimmed" p="md">
                {t("coupons.noRedemptions")}
              </Text>
            }
            columns={[
              {
                key: "order",
                label: t("coupons.order"),
                cell: (row) => (
                  <Anchor component={Link} to={orderDetailPath(row.orderId)} size="sm" fw={600} onClick={onLeave}>
                    {row.orderNumber}
                  </Anchor>
                ),
              },
              {
                key: "code",
                label: t("coupons.code"),
                cell: (row) => (
                  <Text size="sm" ff="monospace">
                    {row.code}
                  </Text>
                ),
              },
              { key: "customer", label: t("coupons.customer"), cell: (row) => row.customerName },
              { key: "createTime", label: t("coupons.orderTime"), cell: (row) => time.format(row.createTime) },
              {
                key: "discount",
                label: t("coupons.discount"),
                align: "right",
                cell: (row) => <Money value={row.discount} />,
              },
              {
                key: "payAmount",
                label: t("coupons.paid"),
                align: "right",
                cell: (row) => <Money value={row.payAmount} />,
              },
            ]}
          />
          <ListPagination
            page={page}
            pageSize={DEFAULT_PAGE_SIZE}
            total={shown?.redemptions.total}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
