import { Anchor, Text } from "@mantine/core";
import { graphql } from "@/gql";
import type { CouponRow_CouponSummaryFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import { NoValue, type DataColumn } from "@/shared/list";
import { Money } from "@/routes/sales/shared/Money";
import { StateBadge } from "@/routes/sales/shared/StateBadge";
import {
  codeRuleLabel,
  COUPON_STATUS_COLORS,
  couponStatusLabel,
  discountTypeLabel,
  percentOfRatio,
} from "./coupon-codes";
import { GenerationProgress } from "./GenerationProgress";
import { formatDate } from "@/shared/time/format-time";

export const CouponRow_couponSummary = graphql(`
  fragment CouponRow_couponSummary on CouponSummary {
    id
    code
    codeType
    discountType
    amount
    discountRatio
    percentageUpperLimit
    minimumSubtotal
    count
    startDate
    endDate
    userLimit
    note
    state
    status
    generatedCount
    usedCount
    discountGiven
    version
  }
`);

export type CouponRow = CouponRow_CouponSummaryFragment;

/** A sequence coupon can be used (and enabled) once every one of its codes exists. */
export const isGenerated = (coupon: Pick<CouponRow, "codeType" | "generatedCount" | "count">): boolean =>
  coupon.codeType === "UNIFORM" || coupon.generatedCount >= coupon.count;

const moneyOrNone = (value: string | null | undefined) => (value ? <Money value={value} /> : <NoValue />);

// A squeezed table breaks a Chinese label between any two characters ("折" over "扣"): short labels keep one line.
const nowrap = { whiteSpace: "nowrap" } as const;

/**
 * The coupon list's columns (docs/money-contract.md section 2), what an operator checks first leftmost: the code (it
 * opens the coupon's redemptions), its state, the discount, its use. A sequence coupon's code is its prefix, and its
 * Codes column shows the generation's progress.
 */
export function couponColumns(t: Translate, onOpen: (coupon: CouponRow) => void): DataColumn<CouponRow>[] {
  return [
    {
      key: "code",
      label: t("coupons.code"),
      fixed: true,
      cell: (coupon) => (
        <Anchor component="button" type="button" size="sm" fw={600} ff="monospace" onClick={() => onOpen(coupon)}>
          {coupon.codeType === "SEQUENCE" && !coupon.code ? t("coupons.noPrefix") : coupon.code}
        </Anchor>
      ),
    },
    {
      key: "state",
      label: t("coupons.state"),
      cell: (coupon) => (
        <StateBadge color={COUPON_STATUS_COLORS[coupon.status]}>{t(couponStatusLabel(coupon.status))}</StateBadge>
      ),
    },
    {
      key: "discountType",
      label: t("coupons.discountType"),
      cell: (coupon) => (
        <Text size="sm" style={nowrap}>
          {t(discountTypeLabel(coupon.discountType))}
        </Text>
      ),
    },
    { key: "amount", label: t("coupons.amount"), align: "right", cell: (coupon) => moneyOrNone(coupon.amount) },
    {
      key: "discountRatio",
      label: t("coupons.discountRatio"),
      align: "right",
      cell: (coupon) => (coupon.discountRatio ? `${percentOfRatio(coupon.discountRatio)} %` : <NoValue />),
    },
    {
      key: "percentageUpperLimit",
      label: t("coupons.percentageUpperLimit"),
      align: "right",
      cell: (coupon) => moneyOrNone(coupon.discountType === "PERCENTAGE_OFF" ? coupon.percentageUpperLimit : null),
    },
    {
      // The key operators' saved column choices (hidden columns, in the browser) know the column by.
      key: "priceBorderLine",
      label: t("coupons.priceBorderLine"),
      align: "right",
      cell: (coupon) => <Money value={coupon.minimumSubtotal} />,
    },
    { key: "usedCount", label: t("coupons.usedCount"), align: "right", cell: (coupon) => coupon.usedCount },
    {
      key: "discountGiven",
      label: t("coupons.discountGiven"),
      align: "right",
      cell: (coupon) => <Money value={coupon.discountGiven} />,
    },
    { key: "startDate", label: t("coupons.startDate"), cell: (coupon) => formatDate(coupon.startDate) },
    { key: "endDate", label: t("coupons.endDate"), cell: (coupon) => formatDate(coupon.endDate) },
    {
      key: "codeType",
      label: t("coupons.codeType"),
      cell: (coupon) => (
        <Text size="sm" style={nowrap}>
          {t(codeRuleLabel(coupon.codeType))}
        </Text>
      ),
    },
    {
      key: "generated",
      label: t("coupons.generated"),
      align: "right",
      cell: (coupon) =>
        coupon.codeType === "SEQUENCE" ? (
          <GenerationProgress code={coupon.code} generated={coupon.generatedCount} requested={coupon.count} />
        ) : (
          coupon.generatedCount
        ),
    },
    { key: "userLimit", label: t("coupons.userLimit"), align: "right", cell: (coupon) => coupon.userLimit },
    {
      key: "note",
      label: t("coupons.note"),
      minWidth: 140,
      cell: (coupon) =>
        coupon.note ? (
          <Text size="sm" lineClamp={2} maw={220} title={coupon.note}>
            {coupon.note}
          </Text>
        ) : (
          <NoValue />
        ),
    },
  ];
}

/** The dates a coupon can be used, `MM/dd/yyyy – MM/dd/yyyy`. */
export const validityText = (coupon: { startDate: string; endDate: string }): string =>
  `${formatDate(coupon.startDate)} – ${formatDate(coupon.endDate)}`;
