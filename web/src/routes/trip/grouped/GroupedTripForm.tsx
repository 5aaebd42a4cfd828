import { useState } from "react";
import { Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router-dom";
import { getFragmentData, graphql } from "@/gql";
import { actionForError } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { useCurrentRoute } from "@/routes/current-route";
import { FormAlert } from "@/shared/FormAlert";
import { ScreenLoadError } from "@/shared/LoadError";
import { useUnsavedChanges } from "@/shared/unsaved-changes";
import { PageHeader } from "@/shared/PageHeader";
import { PageSkeleton } from "@/shared/PageSkeleton";
import { showSuccessToast } from "@/shared/notify";
import { GroupedTripFields } from "./GroupedTripFields";
import {
  EMPTY_GROUPED_TRIP,
  groupedTripRules,
  splitServerFields,
  toGroupedTripInput,
  valuesOfTrip,
  type GroupedTripValues,
} from "./grouped-trip-values";

/** What the form edits of a grouped trip, read on opening and again from the saved answer. */
const GroupedTripForm_trip = graphql(`
  fragment GroupedTripForm_trip on Trip {
    id
    code
    name
    trip1Id
    trip2Id
    requireSameDay
    imageFileId
    imageUrl
    tagIds
    version
  }
`);

const GroupedTripEditQuery = graphql(`
  query GroupedTripEdit($id: ID!) {
    trip(id: $id) {
      ...GroupedTripForm_trip
    }
  }
`);

const CreateGroupedTripMutation = graphql(`
  mutation CreateGroupedTrip($input: GroupedTripInput!) {
    createGroupedTrip(input: $input) {
      id
      code
    }
  }
`);

const UpdateGroupedTripMutation = graphql(`
  mutation UpdateGroupedTrip($id: ID!, $version: Int!, $input: GroupedTripInput!) {
    updateGroupedTrip(id: $id, version: $version, input: $input) {
      ...GroupedTripForm_trip
    }
  }
`);

const FORM_ID = "grouped-trip-form";

/** The grouped trip form (add, or edit when `tripId` is given). */
export function GroupedTripForm({ tripId }: { tripId?: string }) {
  return tripId ? <GroupedTripLoader id={tripId} /> : <GroupedTripEditor initialValues={EMPTY_GROUPED_TRIP} />;
}

function GroupedTripLoader({ id }: { id: string }) {
  // The version must be the current one, not a cached read from earlier.
  const { data, error, refetch } = useQuery(GroupedTripEditQuery, { variables: { id }, fetchPolicy: "network-only" });
  if (error && !data) return <ScreenLoadError error={error} onRetry={() => void refetch()} />;
  if (!data) return <PageSkeleton />;
  const trip = getFragmentData(GroupedTripForm_trip, data.trip);
  return (
    <GroupedTripEditor initialValues={valuesOfTrip(trip)} edited={{ id, code: trip.code, version: trip.version }} />
  );
}

interface GroupedTripEditorProps {
  initialValues: GroupedTripValues;
  /** The trip being edited; undefined when creating. */
  edited?: { id: string; code: string; version: number };
}

function GroupedTripEditor({ initialValues, edited }: GroupedTripEditorProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const title = t(useCurrentRoute().title);
  const [failure, setFailure] = useState<string>();
  const [mismatches, setMismatches] = useState<string[]>([]);
  const [create, creating] = useMutation(CreateGroupedTripMutation, { context: { errorHandling: "local" } });
  const [update, updating] = useMutation(UpdateGroupedTripMutation, { context: { errorHandling: "local" } });
  const form = useForm<GroupedTripValues>({
    mode: "controlled",
    initialValues,
    validate: groupedTripRules,
    validateInputOnBlur: true,
  });
  const unsaved = useUnsavedChanges(form.isDirty);

  const submit = form.onSubmit(async (values) => {
    setFailure(undefined);
    setMismatches([]);
    const input = toGroupedTripInput(values);
    try {
      if (edited) await update({ variables: { id: edited.id, version: edited.version, input } });
      else await create({ variables: { input } });
    } catch (error) {
      const action = actionForError(error);
      if (action.kind === "form") {
        const { formErrors, mismatches: refused } = splitServerFields(action.fields);
        form.setErrors(formErrors);
        setMismatches(refused);
      } else if (action.kind === "toast" || action.kind === "notFound") {
        setFailure(action.message || t("error.network"));
      }
      return;
    }
    showSuccessToast(t(edited ? "groupedTrip.saved" : "groupedTrip.created", { code: input.code }));
    unsaved.release();
    void navigate(`/trip/trip_list?code=${encodeURIComponent(input.code)}`);
  });

  return (
    <>
      <PageHeader
        title={edited ? `${title} · ${edited.code}` : title}
        actions={
          <>
            <Button component={Link} to="/trip/trip_list" variant="default">
              {t("common.cancel")}
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              loading={creating.loading || updating.loading}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {t("groupedTrip.save")}
            </Button>
          </>
        }
      />
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="md" maw={980}>
          <FormAlert message={failure} />
          <GroupedTripFields form={form} mismatches={mismatches} onPairChange={() => setMismatches([])} />
        </Stack>
      </form>
    </>
  );
}
