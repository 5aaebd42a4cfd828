import { Menu, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useMutation } from "@apollo/client/react";
import { IconBan, IconCopy, IconPencil } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { showSuccessToast } from "@/shared/notify";
import { RowActions } from "@/shared/list";
import { canDeactivate } from "./trip-state";

export const TripActions_trip = graphql(`
  fragment TripActions_trip on TripSummary {
    id
    code
    name
    state
    version
  }
`);

export const DuplicateTripMutation = graphql(`
  mutation DuplicateTrip($id: ID!) {
    duplicateTrip(id: $id) {
      id
      code
    }
  }
`);

export const DeactivateTripMutation = graphql(`
  mutation DeactivateTrip($id: ID!, $version: Int!) {
    deactivateTrip(id: $id, version: $version) {
      id
      state
      version
    }
  }
`);

/** A trip row's menu: Duplicate, Deactivate (confirmed; only where the state allows it), Edit. */
export function TripActions({
  trip: tripRef,
  onChanged,
}: {
  trip: FragmentType<typeof TripActions_trip>;
  onChanged(): void;
}) {
  const trip = getFragmentData(TripActions_trip, tripRef);
  const { t } = useI18n();
  const [duplicateTrip] = useMutation(DuplicateTripMutation);
  const [deactivateTrip] = useMutation(DeactivateTripMutation);

  const duplicate = async () => {
    try {
      const { data } = await duplicateTrip({ variables: { id: trip.id } });
      showSuccessToast(t("trip.duplicated", { code: data?.duplicateTrip.code ?? trip.code }));
      onChanged();
    } catch {
      // Reported by the error link.
    }
  };

  const confirmDeactivate = () =>
    modals.openConfirmModal({
      title: t("trip.deactivateTitle"),
      centered: true,
      children: <Text size="sm">{t("trip.deactivateText", { name: trip.name, code: trip.code })}</Text>,
      labels: { confirm: t("trip.deactivate"), cancel: t("common.cancel") },
      confirmProps: { color: "red" },
      onConfirm: async () => {
        try {
          await deactivateTrip({ variables: { id: trip.id, version: trip.version } });
          showSuccessToast(t("trip.deactivated", { code: trip.code }));
        } catch {
          // Reported by the error link (stale data asks for a refresh).
        }
        onChanged();
      },
    });

  return (
    <RowActions label={t("trip.rowActions", { code: trip.code })}>
      <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void duplicate()}>
        {t("trip.duplicate")}
      </Menu.Item>
      {canDeactivate(trip.state) ? (
        <Menu.Item color="red" leftSection={<IconBan size={16} aria-hidden />} onClick={confirmDeactivate}>
          {t("trip.deactivate")}
        </Menu.Item>
      ) : null}
      <Menu.Item
        component={Link}
        to={`/trip/trip_edit?id=${encodeURIComponent(trip.id)}`}
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        {t("trip.edit")}
      </Menu.Item>
    </RowActions>
  );
}
