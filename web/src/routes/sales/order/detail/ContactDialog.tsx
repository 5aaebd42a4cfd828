import { Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { orderContactFailures } from "#rules";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { ContactDialog_OrderFragment } from "@/gql/graphql";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { ModalFormButtons } from "@/shared/form";
import { showSuccessToast } from "@/shared/notify";
import { useUnsavedChanges } from "@/shared/unsaved-changes";
import { wordFailures } from "@/shared/validation";

export const ContactDialog_order = graphql(`
  fragment ContactDialog_order on Order {
    id
    orderNumber
    version
    contact {
      firstName
      lastName
      email
      countryCode
      phone
    }
    tickets {
      id
      ticketNumber
      passengerName
    }
  }
`);

const UpdateOrderContactMutation = graphql(`
  mutation UpdateOrderContact($id: ID!, $version: Int!, $input: OrderContactInput!) {
    updateOrderContact(id: $id, version: $version, input: $input) {
      id
      version
    }
  }
`);

interface ContactValues {
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  passengers: Array<{ ticketId: string; passengerName: string }>;
}

/** The form starts from the order as shown; the phone whole, as the booking form takes it (country code first). */
const valuesOf = (order: ContactDialog_OrderFragment): ContactValues => ({
  contactFirstName: order.contact.firstName,
  contactLastName: order.contact.lastName,
  contactEmail: order.contact.email ?? "",
  contactPhone: order.contact.phone ? `${order.contact.countryCode ?? ""}${order.contact.phone}` : "",
  passengers: order.tickets.map((ticket) => ({ ticketId: ticket.id, passengerName: ticket.passengerName })),
});

/** The contact's fields, two a row; the email and the phone with a hint under them. */
const CONTACT_FIELDS: ReadonlyArray<{
  field: Exclude<keyof ContactValues, "passengers">;
  label: MessageKey;
  hint?: MessageKey;
  type?: "email";
  inputMode?: "tel";
}> = [
  { field: "contactFirstName", label: "orders.contact.firstName" },
  { field: "contactLastName", label: "orders.contact.lastName" },
  { field: "contactEmail", label: "orders.contact.email", hint: "orders.contact.emailHint", type: "email" },
  { field: "contactPhone", label: "orders.contact.phone", hint: "orders.contact.phoneHint", inputMode: "tel" },
];

interface ContactDialogProps {
  order: FragmentType<typeof ContactDialog_order>;
  opened: boolean;
  onClose(): void;
  /** The contact was saved: the order changed (its version too). */
  onSaved(): void;
}

/**
 * Correcting the contact and the passengers' names after the sale (docs/sales-contract.md, "Editing an order's
 * contact and internal notes"), with the booking form's rules; the server's field errors land under their fields, a
 * stale order is reported by the error link.
 */
export function ContactDialog({ order: ref, opened, onClose, onSaved }: ContactDialogProps) {
  const order = getFragmentData(ContactDialog_order, ref);
  const { t } = useI18n();
  const [update, { loading }] = useMutation(UpdateOrderContactMutation);
  const form = useForm<ContactValues>({
    initialValues: valuesOf(order),
    validate: (values) => wordFailures(orderContactFailures(values)),
    validateInputOnBlur: true,
  });
  const unsaved = useUnsavedChanges(() => opened && form.isDirty());
  // The screen mounts the dialog when it opens, so the form always starts from the order as it is now.
  const close = onClose;

  const submit = async (values: ContactValues) => {
    try {
      const { data } = await update({
        variables: {
          id: order.id,
          version: order.version,
          input: {
            contactFirstName: values.contactFirstName.trim(),
            contactLastName: values.contactLastName.trim(),
            contactEmail: values.contactEmail.trim(),
            contactPhone: values.contactPhone.trim(),
            passengers: values.passengers.map((passenger) => ({
              ticketId: passenger.ticketId,
              passengerName: passenger.passengerName.trim(),
            })),
          },
        },
      });
      const changed = data && data.updateOrderContact.version !== order.version;
      showSuccessToast(
        changed ? t("orders.contact.saved", { number: order.orderNumber }) : t("orders.contact.unchanged"),
      );
      onClose();
      onSaved();
    } catch (error) {
      // A stale order or a fault is reported by the error link; rule failures belong under their fields.
      const fields = fieldErrorsOf(error);
      if (fields) form.setErrors(fields);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => unsaved.confirmLeave(close)}
      title={t("orders.contact.title", { number: order.orderNumber })}
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            {CONTACT_FIELDS.map(({ field, label, hint, type, inputMode }) => (
              <TextInput
                key={field}
                label={t(label)}
                description={hint ? t(hint) : undefined}
                // Under the field, so that the two fields of a row stay level whatever their hints' lengths.
                inputWrapperOrder={hint ? ["label", "input", "description", "error"] : undefined}
                withAsterisk
                type={type}
                inputMode={inputMode}
                autoComplete="off"
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          {order.tickets.length > 0 ? (
            <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" size="sm" fw={600}>
                {t("orders.contact.passengers")}
              </Text>
              <Text size="xs" c="dimmed">
                {t("orders.contact.passengersHint")}
              </Text>
              {order.tickets.map((ticket, index) => (
                <TextInput
                  key={ticket.id}
                  label={t("orders.contact.passengerLabel", { ticketNumber: ticket.ticketNumber })}
                  withAsterisk
                  autoComplete="off"
                  {...form.getInputProps(`passengers.${index}.passengerName`)}
                />
              ))}
            </Stack>
          ) : null}
          <ModalFormButtons
            onCancel={() => unsaved.confirmLeave(close)}
            saveLabel={t("orders.contact.save")}
            saving={loading}
          />
        </Stack>
      </form>
    </Modal>
  );
}
