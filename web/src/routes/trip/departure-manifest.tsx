import { Alert, Anchor, Badge, Button, Paper, SimpleGrid, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowLeft, IconPrinter, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import type { DepartureManifestQuery } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useCan, useShell } from "@/layout/shell-context";
import { useCurrentRoute } from "@/routes/current-route";
import { EmptyNotice } from "@/shared/EmptyNotice";
import { LinkButton } from "@/shared/LinkButton";
import { LoadError } from "@/shared/LoadError";
import { PageHeader } from "@/shared/PageHeader";
import { DataTable, NoValue, type DataColumn } from "@/shared/list";
import { formatDate, formatDateTime } from "@/shared/time/format-time";
import { useTenantTimeZone } from "@/shared/time/use-tenant-time-zone";
import { passengerTypeLabel, TICKET_STATUS_COLORS, ticketStatusLabel } from "@/shared/ticket-status";
import { orderDetailPath } from "../sales/order/order-links";
import { isIsoDate } from "./calendar/calendar-dates";
import { DepartureManifestQuery as ManifestDocument } from "./calendar/departures-query";
import { ManifestPrintSheet } from "./calendar/ManifestPrintSheet";
import { CancelDepartureButton } from "./calendar/CancelDepartureDialog";
import { CancelledDepartureBanner } from "./calendar/CancelledDepartureBanner";

type Passenger = DepartureManifestQuery["departureManifest"]["passengers"][number];

/** A phone's width (Mantine's xs breakpoint, as the shell's breadcrumb and footer use). */
const PHONE_QUERY = "(max-width: 36em)";
/**
 * On a phone the manifest keeps what the door needs on one screen: the passenger (with the ticket number and type
 * beneath), the ticket's status and its check-in (issue 61); the order and the buyer are a desktop's columns.
 */
const PHONE_COLUMNS = ["passenger", "status", "checkIn"];

/** A departure's manifest (/trip/departure_manifest?tripId&date&shift): bookmarkable, printable. */
export default function DepartureManifestScreen() {
  const { t } = useI18n();
  const routeTitle = t(useCurrentRoute().title);
  const timeZone = useTenantTimeZone();
  const [params] = useSearchParams();
  const mayOpenOrders = useShell().pageKeys.has("order_detail");
  const can = useCan();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const tripId = params.get("tripId") ?? "";
  const date = params.get("date") ?? "";
  const shiftId = params.get("shift") || null;
  const valid = /^\d+$/.test(tripId) && isIsoDate(date);
  const { data, error, refetch } = useQuery(ManifestDocument, {
    variables: { tripId, date, shiftId },
    skip: !valid,
    fetchPolicy: "cache-and-network",
  });
  const manifest = data?.departureManifest;
  const departure = manifest?.departure;
  const back = `/trip/calendar?date=${encodeURIComponent(date)}`;

  const columns: DataColumn<Passenger>[] = [
    { key: "ticketNumber", label: t("manifest.ticketNumber"), cell: (row) => row.ticketNumber },
    {
      key: "passenger",
      label: t("manifest.passenger"),
      cell: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.passengerName}
          </Text>
          {phone ? (
            <Text size="xs" c="dimmed">
              {row.ticketNumber} · {t(passengerTypeLabel(row.passengerType))}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: "type", label: t("manifest.type"), cell: (row) => t(passengerTypeLabel(row.passengerType)) },
    {
      key: "order",
      label: t("manifest.order"),
      cell: (row) =>
        mayOpenOrders && row.orderId ? (
          <Anchor component={Link} to={orderDetailPath(row.orderId)} size="sm" style={{ whiteSpace: "nowrap" }}>
            {row.orderNumber}
          </Anchor>
        ) : (
          row.orderNumber
        ),
    },
    { key: "buyer", label: t("manifest.buyer"), cell: (row) => row.buyerName ?? <NoValue /> },
    {
      key: "status",
      label: t("manifest.status"),
      cell: (row) => (
        // Whole in a narrow column (a phone's): a badge would otherwise give way to its neighbours and cut its word.
        <Badge variant="light" color={TICKET_STATUS_COLORS[row.status]} styles={{ label: { overflow: "visible" } }}>
          {t(ticketStatusLabel(row.status))}
        </Badge>
      ),
    },
    {
      key: "checkIn",
      label: t("manifest.checkIn"),
      cell: (row) =>
        row.checkedIn && row.checkTime ? (
          <Text size="sm" style={{ whiteSpace: phone ? "normal" : "nowrap" }}>
            {t("manifest.checkedInBy", { by: row.checkedBy ?? "", time: formatDateTime(row.checkTime, timeZone) })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t("manifest.notCheckedIn")}
          </Text>
        ),
    },
  ];

  const shift = departure ? (departure.time ?? departure.shiftName) : null;
  const title = departure
    ? `${departure.tripCode} · ${formatDate(departure.date)}${shift ? ` · ${shift}` : ""}`
    : routeTitle;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <LinkButton to={back} icon={IconArrowLeft}>
              {t("manifest.backToCalendar")}
            </LinkButton>
            {departure && can("/departure/cancel") ? (
              <CancelDepartureButton departure={departure} onCancelled={() => void refetch()} />
            ) : null}
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              disabled={!manifest}
              onClick={() => window.print()}
            >
              {t("manifest.print")}
            </Button>
          </>
        }
      />
      {!valid ? (
        <EmptyNotice
          icon={<IconUsers size={28} aria-hidden />}
          title={t("manifest.missingTitle")}
          description={t("manifest.missingText")}
        />
      ) : error && !manifest ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {departure ? (
            <>
              <Text c="dimmed" mb="sm">
                {departure.tripName}
                {departure.stopSale ? (
                  <Badge ml="sm" color="dark" variant="outline">
                    {t("departures.stopSale")}
                  </Badge>
                ) : null}
                {departure.cancelled ? (
                  <Badge ml="sm" color="red.8" variant="filled">
                    {t("departures.cancelled")}
                  </Badge>
                ) : null}
              </Text>
              {departure.cancelled ? <CancelledDepartureBanner jobId={departure.cancellationJobId} /> : null}
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md" role="group" aria-label={routeTitle}>
                <Count label={t("manifest.sold")} value={departure.sold} />
                <Count label={t("manifest.capacity")} value={departure.capacity ?? t("manifest.unlimited")} />
                <Count label={t("manifest.locked")} value={departure.locked} />
                <Count
                  label={t("manifest.checkedIn")}
                  value={t("manifest.checkedInOf", {
                    checked: departure.checkedIn,
                    expected: manifest.passengers.length,
                  })}
                />
              </SimpleGrid>
            </>
          ) : null}
          {manifest?.truncated ? (
            <Alert color="orange" mb="sm">
              {t("manifest.truncated")}
            </Alert>
          ) : null}
          <DataTable<Passenger>
            label={routeTitle}
            columns={columns}
            visible={phone ? PHONE_COLUMNS : columns.map((column) => column.key)}
            rows={manifest?.passengers}
            rowKey={(row) => row.ticketNumber}
            minWidth={phone ? 320 : 960}
            empty={
              <EmptyNotice
                bare
                icon={<IconUsers size={28} aria-hidden />}
                title={t("manifest.emptyTitle")}
                description={t("manifest.emptyText")}
              />
            }
          />
          {manifest ? <ManifestPrintSheet manifest={manifest} /> : null}
        </>
      )}
    </>
  );
}

function Count({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder radius="md" px="md" py="sm">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={22} fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Text>
    </Paper>
  );
}
