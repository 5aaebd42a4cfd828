import { useMemo, useState } from "react";
import { Group, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useI18n } from "@/i18n/i18n";
import { ListToolbar, useFilterDraft, type ListParams } from "@/shared/list";
import { dateValueFormat, typedDay } from "@/shared/time/format-time";
import {
  toSearchValues,
  toUrlFilters,
  transactionSearchRules,
  type TransactionFilterKey,
  type TransactionSearchValues,
  type TransactionUrlFilters,
} from "./transaction-filters";

type SearchErrors = Partial<Record<TransactionFilterKey, string>>;

/** What the search breaks, by field: a search with any is not sent. */
function searchErrorsOf(values: TransactionSearchValues): SearchErrors {
  const cardNumber = transactionSearchRules.cardNumber(values.cardNumber);
  const dateTo = transactionSearchRules.dateTo(values.dateTo, values);
  return { ...(cardNumber ? { cardNumber } : {}), ...(dateTo ? { dateTo } : {}) };
}

const EMPTY: TransactionUrlFilters = {
  cardNumber: "",
  paypalAccount: "",
  transactionId: "",
  authCode: "",
  dateFrom: "",
  dateTo: "",
};

/**
 * The transaction filters: their rules (card number, start before end) stop a bad search before it is sent and say
 * why under the field, until that field changes; `serverErrors` (the gateway's BAD_USER_INPUT fields, e.g. of a
 * hand-edited URL) show under the same fields when they arrive.
 */
export function TransactionSearch({
  list,
  serverErrors,
  extra,
}: {
  list: ListParams<TransactionFilterKey>;
  serverErrors: SearchErrors | undefined;
  extra: React.ReactNode;
}) {
  const { t, language } = useI18n();
  const [errors, setErrors] = useState<SearchErrors>(serverErrors ?? {});
  const applied = useMemo(() => toSearchValues(list.filters), [list.filters]);
  const [draft, setDraft] = useFilterDraft(applied, () => setErrors({}));

  // Followed during render, as the draft is, so the messages of a search and its inputs change in the same frame.
  const serverKey = JSON.stringify(serverErrors ?? null);
  const [shownServerKey, setShownServerKey] = useState(serverKey);
  if (shownServerKey !== serverKey) {
    setShownServerKey(serverKey);
    if (serverErrors) setErrors(serverErrors);
  }

  const change = <F extends TransactionFilterKey>(key: F, value: TransactionSearchValues[F]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _changed, ...others }) => others);
  };
  const search = () => {
    const found = searchErrorsOf(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) list.setFilters(toUrlFilters(draft));
  };
  const reset = () => {
    setDraft(toSearchValues(EMPTY));
    setErrors({});
    list.reset();
  };

  const text = (key: "cardNumber" | "paypalAccount" | "transactionId" | "authCode") => ({
    value: draft[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(key, event.currentTarget.value),
  });
  const date = (key: "dateFrom" | "dateTo") => ({
    value: draft[key],
    error: errors[key],
    onChange: (value: string | null) => change(key, value),
    valueFormat: dateValueFormat(language),
    placeholder: dateValueFormat(language),
    dateParser: (text: string) => typedDay(text, language),
    clearable: true,
    w: 150,
  });
  return (
    <ListToolbar onSearch={search} onReset={reset} extra={extra}>
      <TextInput
        label={t("transactions.cardNumber")}
        placeholder={t("transactions.cardNumberPlaceholder")}
        w={190}
        {...text("cardNumber")}
      />
      <TextInput
        label={t("transactions.paypalAccount")}
        placeholder={t("transactions.paypalAccountPlaceholder")}
        w={190}
        {...text("paypalAccount")}
      />
      <TextInput label={t("transactions.transactionId")} w={170} {...text("transactionId")} />
      <TextInput label={t("transactions.authCode")} w={120} {...text("authCode")} />
      {/* The two ends of the range wrap together onto a narrow screen's next row. */}
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <DateInput label={t("transactions.dateFrom")} {...date("dateFrom")} />
        <DateInput label={t("transactions.dateTo")} {...date("dateTo")} />
      </Group>
    </ListToolbar>
  );
}
