import { useEffect } from "react";
import { Group, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { useI18n } from "@/i18n/i18n";
import { ListToolbar } from "@/shared/list";
import {
  parseTypedDay,
  toSearchValues,
  toUrlFilters,
  transactionSearchRules,
  type TransactionSearchValues,
  type TransactionUrlFilters,
} from "./transaction-filters";

const EMPTY: TransactionUrlFilters = {
  cardNumber: "",
  paypalAccount: "",
  transactionId: "",
  authCode: "",
  dateFrom: "",
  dateTo: "",
};

/**
 * The transaction filters as a form: its rules (card number, start before end) stop a bad search before it is sent;
 * `serverErrors` (the gateway's BAD_USER_INPUT fields, e.g. of a hand-edited URL) show under the same fields.
 */
export function TransactionSearch({
  filters,
  serverErrors,
  onSearch,
  onReset,
  extra,
}: {
  filters: TransactionUrlFilters;
  serverErrors: Record<string, string> | undefined;
  onSearch(filters: TransactionUrlFilters): void;
  onReset(): void;
  extra: React.ReactNode;
}) {
  const { t } = useI18n();
  const form = useForm<TransactionSearchValues>({
    initialValues: toSearchValues(filters),
    validate: transactionSearchRules,
  });

  // The inputs follow the URL when it changes from outside (back button, restored search, a shared link).
  const urlKey = JSON.stringify(filters);
  useEffect(() => {
    form.setValues(toSearchValues(JSON.parse(urlKey) as TransactionUrlFilters));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- urlKey stands for filters; form is stable
  }, [urlKey]);

  const serverKey = JSON.stringify(serverErrors ?? null);
  useEffect(() => {
    const fields = JSON.parse(serverKey) as Record<string, string> | null;
    if (fields) form.setErrors(fields);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- serverKey stands for serverErrors; form is stable
  }, [serverKey]);

  const search = () => {
    if (!form.validate().hasErrors) onSearch(toUrlFilters(form.values));
  };
  const reset = () => {
    form.setValues(toSearchValues(EMPTY));
    form.clearErrors();
    onReset();
  };

  const date = {
    valueFormat: "MM/DD/YYYY",
    placeholder: "MM/DD/YYYY",
    dateParser: parseTypedDay,
    clearable: true,
    w: 150,
  } as const;
  return (
    <ListToolbar onSearch={search} onReset={reset} extra={extra}>
      <TextInput
        label={t("transactions.cardNumber")}
        placeholder={t("transactions.cardNumberPlaceholder")}
        w={190}
        {...form.getInputProps("cardNumber")}
      />
      <TextInput
        label={t("transactions.paypalAccount")}
        placeholder={t("transactions.paypalAccountPlaceholder")}
        w={190}
        {...form.getInputProps("paypalAccount")}
      />
      <TextInput label={t("transactions.transactionId")} w={170} {...form.getInputProps("transactionId")} />
      <TextInput label={t("transactions.authCode")} w={120} {...form.getInputProps("authCode")} />
      {/* The two ends of the range wrap together onto a narrow screen's next row. */}
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <DateInput label={t("transactions.dateFrom")} {...date} {...form.getInputProps("dateFrom")} />
        <DateInput label={t("transactions.dateTo")} {...date} {...form.getInputProps("dateTo")} />
      </Group>
    </ListToolbar>
  );
}
