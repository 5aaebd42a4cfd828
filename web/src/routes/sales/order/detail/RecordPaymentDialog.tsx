import { useState } from "react";
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconCash } from "@tabler/icons-react";
import { dayIn, ORDER_PAYMENT_METHODS, orderPaymentFailures } from "#rules";
import { fieldErrorsOf, messageOf } from "@/apollo/error-policy";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { OrderPaymentMethod } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { formatMoney } from "@/routes/report/shared/report-figures";
import { FormAlert } from "@/shared/FormAlert";
import { showSuccessToast } from "@/shared/notify";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { useUnsavedChanges } from "@/shared/unsaved-changes";
import { wordFailures } from "@/shared/validation";

export const RecordPaymentDialog_order = graphql(`
  fragment RecordPaymentDialog_order on Order {
    id
    version
    orderNumber
    totalAmount
    balance
    createTime
  }
`);

const RecordOrderPaymentMutation = graphql(`
  mutation RecordOrderPayment($orderId: ID!, $version: Int!, $input: OrderPaymentInput!) {
    recordOrderPayment(orderId: $orderId, version: $version, input: $input) {
      id
      state
      balance
    }
  }
`);

interface PaymentValues {
  method: OrderPaymentMethod;
  amount: string;
  reference: string;
  paidAt: string;
}

const METHODS = ["CASH", "CARD_TERMINAL", "BANK_TRANSFER"] as const satisfies readonly OrderPaymentMethod[];

interface RecordPaymentDialogProps {
  order: FragmentType<typeof RecordPaymentDialog_order>;
  opened: boolean;
  onClose(): void;
  /** The payment was recorded: the order changed (paid amount, balance, maybe its state). */
  onRecorded(): void;
}

/**
 * Recording a payment on an unpaid order (docs/sales-contract.md section 11): how it was paid, the amount (the balance
 * by default), a reference and the day, checked with the rules the server applies; its field refusals land under
 * the fields.
 */
export function RecordPaymentDialog({ order: ref, opened, onClose, onRecorded }: RecordPaymentDialogProps) {
  const order = getFragmentData(RecordPaymentDialog_order, ref);
  const { t } = useI18n();
  const { timeZone } = useTenantTime();
  const [record, { loading }] = useMutation(RecordOrderPaymentMutation, { context: { errorHandling: "local" } });
  const [failure, setFailure] = useState<string>();
  const balance = order.balance ?? "";
  const form = useForm<PaymentValues>({
    // Mounted when opened, so the amount is the balance as it is now.
    initialValues: { method: "CASH", amount: balance, reference: "", paidAt: dayIn(timeZone) },
    validate: (values) =>
      wordFailures(
        orderPaymentFailures(
          { ...values, method: ORDER_PAYMENT_METHODS[values.method] },
          {
            balance: order.balance ?? undefined,
            today: dayIn(timeZone),
            orderDay: dayIn(timeZone, new Date(order.createTime)),
          },
        ),
      ),
    validateInputOnBlur: true,
  });
  const unsaved = useUnsavedChanges(() => opened && form.isDirty());
  const close = () => {
    // Not dirty any more: leaving after a save asks nothing.
    form.resetDirty();
    onClose();
  };

  const submit = async (values: PaymentValues) => {
    setFailure(undefined);
    try {
      const { data } = await record({
        variables: {
          orderId: order.id,
          version: order.version,
          input: {
            method: values.method,
            amount: values.amount.trim(),
            reference: values.reference.trim() || null,
            paidAt: values.paidAt,
          },
        },
      });
      const after = data?.recordOrderPayment;
      const amount = formatMoney(values.amount);
      showSuccessToast(
        after && after.balance && after.balance !== "0.00"
          ? t("orders.payment.recordedPart", { amount, balance: after.balance })
          : t("orders.payment.recorded", { amount }),
      );
      close();
      onRecorded();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const formFields = fields && Object.keys(fields).filter((field) => field in values);
      if (fields && formFields?.length) form.setErrors(fields);
      // A stale version and the like: said by the error link's words, or here when it is no field of the form.
      else setFailure(fields ? Object.values(fields)[0] : messageOf(error, t("error.network")));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => unsaved.confirmLeave(close)}
      title={t("orders.payment.title", { number: order.orderNumber })}
      size="md"
      centered
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <FormAlert message={failure} />
          <Text size="sm" c="dimmed">
            {t("orders.payment.owed", { balance: formatMoney(balance), total: formatMoney(order.totalAmount) })}
          </Text>
          <Radio.Group label={t("orders.payment.method")} withAsterisk {...form.getInputProps("method")}>
            <Group gap="lg" mt={8}>
              {METHODS.map((method) => (
                <Radio key={method} value={method} label={t(`orders.payment.method.${method}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <TextInput
              label={t("orders.payment.amount")}
              withAsterisk
              inputMode="decimal"
              placeholder="0.00"
              miw={160}
              {...form.getInputProps("amount")}
            />
            <TextInput
              type="date"
              label={t("orders.payment.paidAt")}
              withAsterisk
              miw={160}
              {...form.getInputProps("paidAt")}
            />
          </Group>
          <Text size="xs" c="dimmed" mt={-8}>
            {t("orders.payment.amountHint")}
          </Text>
          <TextInput
            label={t("orders.payment.reference")}
            description={t("orders.payment.referenceHint")}
            {...form.getInputProps("reference")}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => unsaved.confirmLeave(close)} disabled={loading}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={loading}>
              {t("orders.payment.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The Record payment action of an unpaid order's header, with its dialog. */
export function RecordPaymentButton({
  order,
  onRecorded,
}: {
  order: FragmentType<typeof RecordPaymentDialog_order>;
  onRecorded(): void;
}) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconCash size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t("orders.payment.open")}
      </Button>
      {opened ? (
        <RecordPaymentDialog order={order} opened onClose={() => setOpened(false)} onRecorded={onRecorded} />
      ) : null}
    </>
  );
}
