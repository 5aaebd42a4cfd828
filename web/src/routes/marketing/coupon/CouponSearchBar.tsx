import { useState } from "react";
import { Select, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { ListToolbar, useFilterDraft } from "@/shared/list";
import { dateValueFormat } from "@/shared/time/format-time";
import type { ListParams } from "@/shared/list/use-list-params";
import {
  channelLabel,
  CHANNELS,
  CODE_RULES,
  codeRuleLabel,
  COUPON_STATUS_NAMES,
  couponStatusLabel,
  DISCOUNT_TYPES,
  discountTypeLabel,
} from "./coupon-codes";
import { couponSearchErrors, type CouponFilterKey, type CouponFilters } from "./coupon-filters";

interface CouponSearchBarProps {
  list: ListParams<CouponFilterKey>;
  serverErrors?: Partial<Record<CouponFilterKey, string>>;
  extra: React.ReactNode;
}

/** The coupon list's filters: the code applies on Search (or Enter), every choice at once. */
export function CouponSearchBar({ list, serverErrors, extra }: CouponSearchBarProps) {
  const { t, language } = useI18n();
  const [errors, setErrors] = useState<Partial<Record<CouponFilterKey, string>>>({});
  const [draft, setDraft] = useFilterDraft<CouponFilters>(list.filters, () => setErrors({}));

  const apply = (next: CouponFilters) => {
    const found = couponSearchErrors(next);
    setErrors(found);
    if (Object.keys(found).length === 0) list.setFilters(next);
  };
  const choose = (key: CouponFilterKey, value: string | null) => {
    const next = { ...draft, [key]: value ?? "" };
    setDraft(next);
    apply(next);
  };
  const choice = <T extends string>(
    key: CouponFilterKey,
    label: MessageKey,
    placeholder: MessageKey,
    values: readonly T[],
    labelOf: (value: T) => MessageKey,
    width: number,
  ) => (
    <Select
      label={t(label)}
      placeholder={t(placeholder)}
      data={values.map((value) => ({ value, label: t(labelOf(value)) }))}
      value={draft[key] || null}
      onChange={(value) => choose(key, value)}
      clearable
      w={width}
    />
  );

  return (
    <ListToolbar onSearch={() => apply(draft)} onReset={list.reset} extra={extra}>
      <TextInput
        label={t("coupons.code")}
        placeholder={t("coupons.codeOrPrefix")}
        value={draft.code}
        error={errors.code ?? serverErrors?.code}
        onChange={(event) => setDraft({ ...draft, code: event.currentTarget.value })}
        w={160}
      />
      {choice("codeType", "coupons.codeType", "coupons.anyRule", CODE_RULES, codeRuleLabel, 160)}
      {choice("discountType", "coupons.discountType", "coupons.anyType", DISCOUNT_TYPES, discountTypeLabel, 160)}
      {choice("state", "coupons.state", "coupons.anyState", COUPON_STATUS_NAMES, couponStatusLabel, 130)}
      {choice("channel", "coupons.subBusLine", "coupons.anyChannel", CHANNELS, channelLabel, 140)}
      <DatePickerInput
        label={t("coupons.activeOn")}
        placeholder={t("coupons.activeOnPlaceholder")}
        valueFormat={dateValueFormat(language)}
        value={draft.activeOn || null}
        onChange={(value) => choose("activeOn", value)}
        error={serverErrors?.activeOn}
        clearable
        w={150}
      />
    </ListToolbar>
  );
}
