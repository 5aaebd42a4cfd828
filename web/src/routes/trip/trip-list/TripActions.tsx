import { Menu, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useMutation } from "@apollo/client/react";
import {
  IconBan,
  IconCopy,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconSpeakerphone,
  IconZzz,
} from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { useRefreshSetupProgress } from "@/layout/setup-progress";
import { showSuccessToast } from "@/shared/notify";
import { RowActions } from "@/shared/list";
import { allowedTransitions, type TripTransition } from "../trip-state";

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

const PublishTripMutation = graphql(`
  mutation PublishTrip($id: ID!, $version: Int!) {
    publishTrip(id: $id, version: $version) {
      id
      state
      version
    }
  }
`);

const StopSellingTripMutation = graphql(`
  mutation StopSellingTrip($id: ID!, $version: Int!) {
    stopSellingTrip(id: $id, version: $version) {
      id
      state
      version
    }
  }
`);

const InactivateTripMutation = graphql(`
  mutation InactivateTrip($id: ID!, $version: Int!) {
    inactivateTrip(id: $id, version: $version) {
      id
      state
      version
    }
  }
`);

const SponsorTripMutation = graphql(`
  mutation SponsorTrip($id: ID!, $version: Int!) {
    sponsorTrip(id: $id, version: $version) {
      id
      state
      version
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

/** The changes that ask first: they put a trip on sale or take it off for good. */
const CONFIRMED = ["publish", "deactivate"] as const;
const isConfirmed = (transition: TripTransition): transition is (typeof CONFIRMED)[number] =>
  (CONFIRMED as readonly string[]).includes(transition);

const TRANSITION_ICONS: Record<TripTransition, React.ReactNode> = {
  publish: <IconPlayerPlay size={16} aria-hidden />,
  stopSale: <IconPlayerPause size={16} aria-hidden />,
  inactivate: <IconZzz size={16} aria-hidden />,
  sponsor: <IconSpeakerphone size={16} aria-hidden />,
  deactivate: <IconBan size={16} aria-hidden />,
};

/**
 * A trip row's menu: Edit, Duplicate, and the state changes its state allows and the user may make. Publishing (the
 * trip goes on sale at once) and deactivating (withdrawn from sale) ask for confirmation first; every change says so.
 */
export function TripActions({
  trip: tripRef,
  onChanged,
}: {
  trip: FragmentType<typeof TripActions_trip>;
  onChanged(): void;
}) {
  const trip = getFragmentData(TripActions_trip, tripRef);
  const { t } = useI18n();
  const can = useCan();
  const [duplicateTrip] = useMutation(DuplicateTripMutation);
  const [publish] = useMutation(PublishTripMutation);
  const [stopSale] = useMutation(StopSellingTripMutation);
  const [inactivate] = useMutation(InactivateTripMutation);
  const [sponsor] = useMutation(SponsorTripMutation);
  const [deactivate] = useMutation(DeactivateTripMutation);
  const refreshSetupProgress = useRefreshSetupProgress();
  const run: Record<TripTransition, (variables: { id: string; version: number }) => Promise<unknown>> = {
    publish: (variables) => publish({ variables }),
    stopSale: (variables) => stopSale({ variables }),
    inactivate: (variables) => inactivate({ variables }),
    sponsor: (variables) => sponsor({ variables }),
    deactivate: (variables) => deactivate({ variables }),
  };

  const duplicate = async () => {
    try {
      const { data } = await duplicateTrip({ variables: { id: trip.id } });
      showSuccessToast(t("trip.duplicated", { code: data?.duplicateTrip.code ?? trip.code }));
      onChanged();
    } catch {
      // Reported by the error link.
    }
  };

  const change = async (transition: TripTransition) => {
    try {
      await run[transition]({ id: trip.id, version: trip.version });
      showSuccessToast(t(`trip.transitioned.${transition}`, { code: trip.code }));
      // A first published or sponsored trip completes the guide's activity step.
      if (transition === "publish" || transition === "sponsor") void refreshSetupProgress();
    } catch {
      // Reported by the error link (a stale row asks for a refresh; a refused transition names the state).
    }
    onChanged();
  };

  const confirmFirst = (transition: (typeof CONFIRMED)[number]) =>
    modals.openConfirmModal({
      title: t(`trip.${transition}Title`),
      centered: true,
      children: <Text size="sm">{t(`trip.${transition}Text`, { name: trip.name, code: trip.code })}</Text>,
      labels: { confirm: t(`trip.transition.${transition}`), cancel: t("common.cancel") },
      confirmProps: transition === "deactivate" ? { color: "red" } : {},
      onConfirm: () => void change(transition),
    });

  const transitions = allowedTransitions(trip.state, can);
  return (
    <RowActions label={t("trip.rowActions", { code: trip.code })}>
      {can("/trip/edit") ? (
        <Menu.Item
          component={Link}
          to={`/trip/trip_edit?id=${encodeURIComponent(trip.id)}`}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t("trip.edit")}
        </Menu.Item>
      ) : null}
      {can("/trip/duplicate") ? (
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void duplicate()}>
          {t("trip.duplicate")}
        </Menu.Item>
      ) : null}
      {transitions.length > 0 && (can("/trip/edit") || can("/trip/duplicate")) ? <Menu.Divider /> : null}
      {transitions.map((transition) => (
        <Menu.Item
          key={transition}
          color={transition === "deactivate" ? "red" : undefined}
          leftSection={TRANSITION_ICONS[transition]}
          onClick={() => (isConfirmed(transition) ? confirmFirst(transition) : void change(transition))}
        >
          {t(`trip.transition.${transition}`)}
        </Menu.Item>
      ))}
    </RowActions>
  );
}
