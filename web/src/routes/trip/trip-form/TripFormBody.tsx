import { useState } from "react";
import { Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { getFragmentData } from "@/gql";
import type { TripForm_TripFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useCurrentRoute } from "@/routes/current-route";
import { showErrorToast, showSuccessToast } from "@/shared/notify";
import { PageHeader } from "@/shared/PageHeader";
import { FormAlert } from "@/shared/FormAlert";
import { SaveBar, useRevealFirstError } from "@/shared/form";
import { useUnsavedChanges } from "@/shared/unsaved-changes";
import { ContentSections } from "./content/ContentSections";
import { TripFormProvider, useTripForm } from "./form-context";
import { validateTripForm, type SeatUsage } from "./form-rules";
import {
  compactContent,
  newTripValues,
  toFormErrors,
  toFormValues,
  toTripInput,
  unplacedMessages,
} from "./form-values";
import { CancellationSection } from "./sections/CancellationSection";
import { InformationSection } from "./sections/InformationSection";
import { InventorySection } from "./sections/InventorySection";
import { PricingSection } from "./sections/PricingSection";
import { RescheduleSection } from "./sections/RescheduleSection";
import { SellingSection } from "./sections/SellingSection";
import { SpecialRequestSection } from "./sections/SpecialRequestSection";
import { TemplateChoice } from "./sections/TemplateChoice";
import { CreateTripMutation, TripForm_trip, UpdateTripMutation } from "./trip-form-operations";

const LIST_PATH = "/trip/trip_list";

interface TripFormBodyProps {
  trip?: TripForm_TripFragment;
  timeZone: string;
  usage: SeatUsage;
}

/** The fields of a single trip, for create and edit alike; saving edits sends the version the form was loaded at. */
export function TripFormBody({ trip, timeZone, usage }: TripFormBodyProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const title = t(useCurrentRoute().title);
  const [version, setVersion] = useState(trip?.version);
  const [refusal, setRefusal] = useState<string | null>(null);
  const revealFirstError = useRevealFirstError();
  const [createTrip, creating] = useMutation(CreateTripMutation);
  const [updateTrip, updating] = useMutation(UpdateTripMutation);
  const form = useTripForm({
    mode: "controlled",
    initialValues: trip ? toFormValues(trip, timeZone) : newTripValues("EVENT"),
    validate: (values) => validateTripForm(values, usage, timeZone),
    validateInputOnBlur: true,
  });
  const unsaved = useUnsavedChanges(form.isDirty);

  const save = async (values: ReturnType<typeof form.getValues>) => {
    setRefusal(null);
    const compacted = compactContent(values);
    form.setValues(compacted);
    const input = toTripInput(compacted, timeZone);
    try {
      if (!trip || version === undefined) {
        const { data } = await createTrip({ variables: { input } });
        showSuccessToast(t("tripForm.created", { code: data?.createTrip.code ?? input.code }));
        unsaved.release();
        navigate(LIST_PATH);
        return;
      }
      const { data } = await updateTrip({ variables: { id: trip.id, version, input } });
      if (!data) return;
      const saved = getFragmentData(TripForm_trip, data.updateTrip);
      setVersion(saved.version);
      form.setValues(toFormValues(saved, timeZone));
      form.resetDirty();
      showSuccessToast(t("tripForm.saved", { code: saved.code }));
    } catch (error) {
      // Stale data, refusals and outages are reported by the error link; field messages belong on the fields.
      const fields = fieldErrorsOf(error);
      if (fields) {
        const errors = toFormErrors(fields);
        setRefusal(unplacedMessages(errors, values).join(" ") || null);
        form.setErrors(errors);
        revealFirstError();
      }
    }
  };

  const refuse = () => {
    showErrorToast(t("tripForm.fixErrors"));
    revealFirstError();
  };

  return (
    <TripFormProvider form={form}>
      <PageHeader
        title={
          trip ? (
            <>
              {title}{" "}
              <Text span inherit c="dimmed" fw={500}>
                {trip.code}
              </Text>
            </>
          ) : (
            title
          )
        }
      />
      <form onSubmit={form.onSubmit(save, refuse)} noValidate aria-label={title}>
        <Stack gap="lg" maw={980}>
          <FormAlert message={refusal} />
          <TemplateChoice applyDefaults={!trip} />
          <InformationSection />
          <PricingSection />
          <InventorySection usage={usage} />
          <SpecialRequestSection />
          <RescheduleSection />
          <CancellationSection />
          <SellingSection timeZone={timeZone} />
          <ContentSections />
          <SaveBar
            saveLabel={t("tripForm.save")}
            saving={creating.loading || updating.loading}
            onCancel={() => navigate(LIST_PATH)}
          />
        </Stack>
      </form>
    </TripFormProvider>
  );
}
