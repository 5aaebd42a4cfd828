import { useState } from "react";
import { Badge, Button, Select, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useQuery } from "@apollo/client/react";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { TripSelect } from "@/shared/TripSelect";
import { dateValueFormat } from "@/shared/time/format-time";
import { ListToolbar, useFilterDraft } from "@/shared/list";
import type { ListParams } from "@/shared/list/use-list-params";
import { ORDER_STATES, orderStateLabel, PAYMENT_TYPE_NAMES, paymentTypeLabel, shownName } from "../shared/sales-states";
import {
  ORDER_SORTS,
  orderSearchErrors,
  SECONDARY_KEYS,
  type OrderFilters,
  type OrderFilterKey,
} from "./order-filters";

const ChannelOptionsQuery = graphql(`
  query ChannelOptions {
    me {
      tenant {
        tid
        channels {
          id
          key
        }
      }
    }
  }
`);

const ERROR_ABOVE_INPUT: ("label" | "error" | "input" | "description")[] = ["label", "description", "error", "input"];

interface OrderSearchBarProps {
  list: ListParams<OrderFilterKey>;
  /** Messages the server gave for the search in the URL (BAD_USER_INPUT). */
  serverErrors?: Partial<Record<OrderFilterKey, string>>;
  extra: React.ReactNode;
}

/**
 * The order list's filters: the common ones in view, the rest behind "More filters". Text inputs apply on Search (or
 * Enter), choices at once; a search that breaks a rule is not sent and says why under the input.
 */
export function OrderSearchBar({ list, serverErrors, extra }: OrderSearchBarProps) {
  const { t, language } = useI18n();
  const [errors, setErrors] = useState<Partial<Record<OrderFilterKey, string>>>({});
  const [draft, setDraft] = useFilterDraft<OrderFilters>(list.filters, () => setErrors({}));
  const secondarySet = SECONDARY_KEYS.filter((key) => list.filters[key] !== "").length;
  const [moreOpen, setMoreOpen] = useState(secondarySet > 0);
  const channels = useQuery(ChannelOptionsQuery, { fetchPolicy: "cache-first" }).data?.me.tenant.channels ?? [];

  const apply = (next: OrderFilters) => {
    const found = orderSearchErrors(next);
    setErrors(found);
    if (Object.keys(found).length === 0) list.setFilters(next);
  };
  const choose = (key: OrderFilterKey, value: string | null) => {
    const next = { ...draft, [key]: value ?? "" };
    setDraft(next);
    apply(next);
  };
  const text = (key: OrderFilterKey) => ({
    // The toolbar aligns inputs at their bottom: a message between label and input keeps the row's inputs in line.
    inputWrapperOrder: ERROR_ABOVE_INPUT,
    value: draft[key],
    error: errors[key] ?? serverErrors?.[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: event.currentTarget.value }),
  });

  return (
    <ListToolbar onSearch={() => apply(draft)} onReset={list.reset} extra={extra}>
      <TextInput
        label={t("orders.orderNumber")}
        placeholder={t("orders.orderNumberPlaceholder")}
        w={170}
        {...text("orderNumber")}
      />
      <TextInput
        label={t("orders.customerName")}
        placeholder={t("orders.customerNamePlaceholder")}
        w={170}
        {...text("customerName")}
      />
      <TextInput label={t("orders.cardLast4")} placeholder="4242" inputMode="numeric" w={150} {...text("cardLast4")} />
      <DatePickerInput
        type="range"
        label={t("orders.created")}
        placeholder={t("orders.createdPlaceholder")}
        valueFormat={dateValueFormat(language)}
        value={[draft.dateFrom || null, draft.dateTo || null]}
        onChange={([from, to]) => {
          const next = { ...draft, dateFrom: from ?? "", dateTo: to ?? "" };
          setDraft(next);
          // A range applies once both ends are chosen (or both cleared).
          if (Boolean(from) === Boolean(to)) apply(next);
        }}
        error={errors.dateTo ?? serverErrors?.dateTo ?? serverErrors?.dateFrom}
        inputWrapperOrder={ERROR_ABOVE_INPUT}
        clearable
        allowSingleDateInRange
        w={230}
      />
      <Select
        label={t("orders.status")}
        placeholder={t("orders.anyStatus")}
        data={ORDER_STATES.map((value) => ({ value, label: t(orderStateLabel(value)) }))}
        value={draft.state || null}
        onChange={(value) => choose("state", value)}
        clearable
        w={150}
      />
      <Select
        label={t("orders.sortBy")}
        data={ORDER_SORTS.map((value) => ({ value, label: t(`orders.sort.${value}`) }))}
        value={draft.sort || ORDER_SORTS[0]}
        onChange={(value) => choose("sort", value === ORDER_SORTS[0] ? "" : value)}
        allowDeselect={false}
        w={210}
      />
      {moreOpen ? (
        <>
          <TextInput label={t("orders.email")} placeholder={t("orders.emailPlaceholder")} w={200} {...text("email")} />
          <TextInput label={t("orders.phone")} placeholder={t("orders.phonePlaceholder")} w={160} {...text("phone")} />
          <TripSelect value={draft.tripId} onChange={(tripId) => choose("tripId", tripId)} w={260} />
          <Select
            label={t("orders.channel")}
            placeholder={t("orders.anyChannel")}
            data={channels.map((channel) => ({ value: channel.id, label: shownName(channel.key, t) }))}
            value={draft.channelId || null}
            onChange={(value) => choose("channelId", value)}
            clearable
            w={140}
          />
          <Select
            label={t("orders.paymentMethod")}
            placeholder={t("orders.anyPaymentMethod")}
            data={PAYMENT_TYPE_NAMES.map((value) => ({ value, label: t(paymentTypeLabel(value)) }))}
            value={draft.paymentType || null}
            onChange={(value) => choose("paymentType", value)}
            clearable
            w={170}
          />
        </>
      ) : null}
      <Button
        variant="subtle"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        rightSection={
          secondarySet > 0 && !moreOpen ? (
            <Badge size="xs" circle>
              {secondarySet}
            </Badge>
          ) : null
        }
        onClick={() => setMoreOpen((open) => !open)}
        aria-expanded={moreOpen}
      >
        {moreOpen ? t("orders.fewerFilters") : t("orders.moreFilters")}
      </Button>
    </ListToolbar>
  );
}
