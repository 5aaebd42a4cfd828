import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconNote } from "@tabler/icons-react";
import { ORDER_NOTE_MAX, orderNoteFailures } from "#rules";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { showSuccessToast } from "@/shared/notify";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { useUnsavedChanges } from "@/shared/unsaved-changes";
import { wordFailures } from "@/shared/validation";
import { DetailSection } from "../../shared/DetailSection";

export const OrderNotesSection_order = graphql(`
  fragment OrderNotesSection_order on Order {
    id
    notes {
      id
      text
      authorName
      createTime
    }
  }
`);

const AddOrderNoteMutation = graphql(`
  mutation AddOrderNote($orderId: ID!, $text: String!) {
    addOrderNote(orderId: $orderId, text: $text) {
      id
    }
  }
`);

interface OrderNotesSectionProps {
  order: FragmentType<typeof OrderNotesSection_order>;
  /** The user may add notes (`/order/note/add`): the box to write one is shown. */
  canAdd: boolean;
  onAdded(): void;
}

/**
 * The staff's internal notes on the order (docs/sales-contract.md, "Editing an order's contact and internal notes"),
 * oldest first with who wrote each and when, and a box to add one.
 */
export function OrderNotesSection({ order: ref, canAdd, onAdded }: OrderNotesSectionProps) {
  const order = getFragmentData(OrderNotesSection_order, ref);
  const { t } = useI18n();
  const time = useTenantTime();
  const [addNote, { loading }] = useMutation(AddOrderNoteMutation);
  const form = useForm({
    initialValues: { text: "" },
    validate: (values) => wordFailures(orderNoteFailures(values)),
  });
  useUnsavedChanges(() => form.getValues().text.trim() !== "");

  const submit = async ({ text }: { text: string }) => {
    try {
      await addNote({ variables: { orderId: order.id, text: text.trim() } });
      form.reset();
      showSuccessToast(t("orders.notes.added"));
      onAdded();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) form.setErrors(fields);
    }
  };

  return (
    <DetailSection title={t("orders.notes.title")}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("orders.notes.hint")}
        </Text>
        {order.notes.length === 0 ? (
          <Text size="sm">{t("orders.notes.empty")}</Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label={t("orders.notes.title")}>
            {order.notes.map((note) => (
              <li key={note.id}>
                <Stack
                  gap={4}
                  p="sm"
                  style={{
                    borderLeft: "3px solid var(--mantine-primary-color-filled)",
                    background: "var(--mantine-color-default-hover)",
                    borderRadius: "var(--mantine-radius-sm)",
                  }}
                >
                  <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {note.text}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("orders.notes.byAt", { author: note.authorName, time: time.format(note.createTime) ?? "" })}
                  </Text>
                </Stack>
              </li>
            ))}
          </Stack>
        )}
        {canAdd ? (
          <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
            <Stack gap="xs">
              <Textarea
                label={t("orders.notes.label")}
                placeholder={t("orders.notes.placeholder")}
                autosize
                minRows={2}
                maxRows={8}
                {...form.getInputProps("text")}
              />
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t("orders.notes.count", { count: form.getValues().text.length, max: ORDER_NOTE_MAX })}
                </Text>
                <Button
                  type="submit"
                  variant="light"
                  loading={loading}
                  leftSection={<IconNote size={16} aria-hidden />}
                >
                  {t("orders.notes.add")}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </DetailSection>
  );
}
