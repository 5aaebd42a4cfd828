import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { IconHistory, IconPlus, IconTicket } from "@tabler/icons-react";
import { fail } from "#rules";
import { useLocation } from "react-router-dom";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { ruleText } from "@/i18n/rule-text";
import { useCan, useShell } from "@/layout/shell-context";
import { useCurrentRoute } from "@/routes/current-route";
import { ConfirmDialog } from "@/shared/ConfirmDialog";
import { LinkButton } from "@/shared/LinkButton";
import { PagedList, usePagedListQuery } from "@/shared/list";
import { showSuccessToast } from "@/shared/notify";
import { CouponActions } from "./coupon/CouponActions";
import { couponColumns, CouponRow_couponSummary, isGenerated, type CouponRow } from "./coupon/coupon-columns";
import { CouponDrawer } from "./coupon/CouponDrawer";
import { COUPON_FILTER_KEYS, couponExportUrl, couponFilterOf, couponSearchErrors } from "./coupon/coupon-filters";
import { CouponSearchBar } from "./coupon/CouponSearchBar";

const CouponListQuery = graphql(`
  query CouponList($filter: CouponFilter, $page: PageInput) {
    coupons(filter: $filter, page: $page) {
      items {
        ...CouponRow_couponSummary
      }
      total
    }
  }
`);

const SetCouponStateMutation = graphql(`
  mutation SetCouponState($id: ID!, $version: Int!, $enabled: Boolean!) {
    setCouponState(id: $id, version: $version, enabled: $enabled) {
      id
      state
      version
    }
  }
`);

/**
 * Coupon List (docs/money-contract.md section 2): searched by code, rule, type, status, channel and the day they are
 * valid on; configurable columns, export; each coupon's redemptions in a drawer, edit, enable and disable.
 */
export default function CouponListScreen() {
  const { t } = useI18n();
  const can = useCan();
  const { pageKeys } = useShell();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const list = usePagedListQuery({
    query: CouponListQuery,
    row: CouponRow_couponSummary,
    filterKeys: COUPON_FILTER_KEYS,
    check: couponSearchErrors,
    variables: (filters, page) => ({ filter: couponFilterOf(filters), page }),
    page: (data) => data.coupons,
  });
  const [opened, setOpened] = useState<CouponRow>();
  const [toggling, setToggling] = useState<CouponRow>();
  const [setCouponState] = useMutation(SetCouponStateMutation, { context: { errorHandling: "local" } });
  const enabling = toggling?.state === "DISABLED";
  const shownCode = (coupon: CouponRow) => coupon.code || t("coupons.noPrefix");

  const createButton = can("/coupon/add") ? (
    <LinkButton to="/marketing/sales_coupon_add" icon={IconPlus} variant="filled">
      {t("coupons.create")}
    </LinkButton>
  ) : undefined;

  return (
    <>
      <PagedList
        list={list}
        columns={couponColumns(t, setOpened)}
        exportUrl={can("/coupon/export") ? couponExportUrl(couponFilterOf(list.filters)) : undefined}
        actions={
          <>
            {pageKeys.has("sales_coupon_history") ? (
              <LinkButton to="/marketing/sales_coupon_history" icon={IconHistory}>
                {t("route.sales_coupon_history")}
              </LinkButton>
            ) : null}
            {createButton}
          </>
        }
        toolbar={(columnChooser) => (
          <CouponSearchBar list={list} serverErrors={list.searchErrors} extra={columnChooser} />
        )}
        rowActions={(coupon) => (
          <CouponActions coupon={coupon} onOpen={() => setOpened(coupon)} onToggle={() => setToggling(coupon)} />
        )}
        minWidth={1400}
        empty={{
          icon: <IconTicket size={28} aria-hidden />,
          title: t("coupons.emptyTitle"),
          description: t("coupons.emptyText"),
          action: createButton,
        }}
      />
      {/* The list stays alive behind the screens it opens: its drawer shows on the list only. */}
      <CouponDrawer coupon={pathname === route.path ? opened : undefined} onClose={() => setOpened(undefined)} />
      <ConfirmDialog
        opened={toggling !== undefined}
        onClose={() => setToggling(undefined)}
        title={t(enabling ? "coupons.enableTitle" : "coupons.disableTitle")}
        confirmLabel={t(enabling ? "coupons.enable" : "coupons.disable")}
        confirmColor={enabling ? "teal" : "red"}
        blocked={toggling && enabling && !isGenerated(toggling) ? ruleText(fail("coupon.notGenerated")) : undefined}
        action={() =>
          setCouponState({
            variables: { id: toggling?.id ?? "", version: toggling?.version ?? 0, enabled: enabling },
          })
        }
        onDone={() => {
          if (toggling)
            showSuccessToast(t(enabling ? "coupons.enabled" : "coupons.disabled", { code: shownCode(toggling) }));
          list.refetch();
        }}
      >
        {toggling
          ? t(
              // Enabling changes the state only: an expired coupon stays unusable until its end date moves.
              !enabling
                ? "coupons.disableText"
                : toggling.status === "EXPIRED"
                  ? "coupons.enableExpiredText"
                  : "coupons.enableText",
              { code: shownCode(toggling) },
            )
          : null}
      </ConfirmDialog>
    </>
  );
}
