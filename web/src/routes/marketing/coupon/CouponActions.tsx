import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconChartBar, IconEye, IconPencil, IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router-dom";
import { useI18n } from "@/i18n/i18n";
import { useShell } from "@/layout/shell-context";
import { PermittedRowActions } from "@/shared/list";
import type { CouponRow } from "./coupon-columns";
import { couponUsagePath } from "./usage-filters";

export const couponEditPath = (id: string) => `/marketing/sales_coupon_add?id=${encodeURIComponent(id)}`;

/**
 * A coupon row's redemptions (anyone who sees the list), its usage report (whoever holds Coupon Usage) and its menu:
 * Edit, and Enable or Disable.
 */
export function CouponActions({ coupon, onOpen, onToggle }: { coupon: CouponRow; onOpen(): void; onToggle(): void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { pageKeys } = useShell();
  const enabled = coupon.state === "ENABLED";
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t("coupons.view")} withArrow openDelay={300}>
        <ActionIcon variant="subtle" color="gray" onClick={onOpen} aria-label={`${t("coupons.view")} ${coupon.code}`}>
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {pageKeys.has("sales_coupon_usage") ? (
        <Tooltip label={t("coupons.usage")} withArrow openDelay={300}>
          <ActionIcon
            component={Link}
            to={couponUsagePath(coupon.id)}
            variant="subtle"
            color="gray"
            aria-label={t("coupons.usageOf", { code: coupon.code || t("coupons.noPrefix") })}
          >
            <IconChartBar size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <PermittedRowActions
        label={t("coupons.rowActions", { code: coupon.code || t("coupons.noPrefix") })}
        actions={[
          {
            action: "edit",
            label: t("coupons.edit"),
            permission: "/coupon/edit",
            icon: <IconPencil size={16} aria-hidden />,
          },
          {
            action: "toggle",
            label: t(enabled ? "coupons.disable" : "coupons.enable"),
            permission: "/coupon/edit",
            icon: enabled ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />,
            destructive: enabled,
          },
        ]}
        onAction={(action) => (action === "toggle" ? onToggle() : void navigate(couponEditPath(coupon.id)))}
      />
    </Group>
  );
}
