import { useCallback, useEffect, useRef, useState } from "react";
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconAlertTriangle, IconWifiOff } from "@tabler/icons-react";
import { dayIn } from "#rules";
import { useI18n } from "@/i18n/i18n";
import { useCan, useShell } from "@/layout/shell-context";
import { TripSelect } from "@/shared/TripSelect";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { showToast } from "@/shared/notify";
import { PageHeader } from "@/shared/PageHeader";
import { useCurrentRoute } from "@/routes/current-route";
import { formatDate } from "@/shared/time/format-time";
import { CameraScanner } from "./check-in/CameraScanner";
import { CheckInAnswer } from "./check-in/CheckInAnswer";
import { ConfirmDialog } from "@/shared/ConfirmDialog";
import { CheckInCountsQuery, CheckInTicketMutation, UndoCheckInMutation } from "./check-in/check-in-documents";
import type { DepartureChoice, QueuedScan } from "./check-in/offline-queue";
import {
  isAlreadyCheckedIn,
  isNetworkFailure,
  otherDepartureOf,
  refusalReason,
  ticketNumberOf,
  UNDO_MS,
  type Outcome,
} from "./check-in/outcome";
import { ShiftSelect } from "./check-in/ShiftSelect";
import { useOfflineQueue, type SendResult } from "./check-in/use-offline-queue";

/**
 * What a scan is checked against (docs/sales-contract.md, "Check-in"): the picked departure, or with no trip picked
 * the date on screen, so a ticket of another day is refused rather than using up, say, a return leg.
 */
const bound = (scan: QueuedScan) => ({
  ticketNumber: scan.ticket,
  departure: scan.departure,
  ...(!scan.departure && scan.date ? { date: scan.date } : {}),
});

type Refused = Extract<Outcome, { kind: "refused" }>;

/** How often the counts are asked for while the screen is open. */
const POLL_MS = 5000;
const RECENT = 5;

/**
 * Check-in (docs/sales-contract.md, "Check-in"): pick a departure, scan or type tickets, see each answer at once.
 * Built for a phone at the door and for a desktop with a USB scanner that types the code and presses Enter: the
 * ticket field takes the focus back after every answer.
 */
export default function CheckInScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  const can = useCan();
  const time = useTenantTime();
  const mayPickTrip = useShell().pageKeys.has("trip_list");
  const [tripId, setTripId] = useState("");
  const [date, setDate] = useState(() => dayIn(time.timeZone));
  const [shift, setShift] = useState("");
  const [tripCode, setTripCode] = useState("");
  const [input, setInput] = useState("");
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [now, setNow] = useState(() => Date.now());
  /** The refused answer of another departure's ticket the desk is asked to check in anyway. */
  const [anyway, setAnyway] = useState<Refused | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const sequence = useRef(0);
  const context = { errorHandling: "local" as const };
  const [checkIn] = useMutation(CheckInTicketMutation, { context });
  const [undoCheckIn] = useMutation(UndoCheckInMutation, { context });

  const departure: DepartureChoice | null = tripId ? { tripId, date, shift: shift.trim() || null } : null;
  const counts = useQuery(CheckInCountsQuery, {
    variables: { departure: departure ?? { tripId: "", date } },
    skip: !departure,
    pollInterval: POLL_MS,
    fetchPolicy: "network-only",
    context: { errorHandling: "silent" },
  });

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), POLL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const show = (outcome: Outcome extends infer O ? (O extends Outcome ? Omit<O, "key"> : never) : never) =>
    setOutcomes((list) => [{ ...outcome, key: ++sequence.current } as Outcome, ...list].slice(0, RECENT));

  const send = useCallback(
    async (scan: QueuedScan): Promise<SendResult> => {
      try {
        await checkIn({ variables: bound(scan) });
        return { sent: true };
      } catch (error) {
        if (isNetworkFailure(error)) return "offline";
        return { sent: false, reason: refusalReason(error, t, time.format) };
      }
    },
    [checkIn, t, time.format],
  );
  const queue = useOfflineQueue(send);

  useEffect(() => {
    if (queue.online && queue.pending > 0) void queue.flush().then(() => counts.refetch());
    // Each poll tick retries what waits, in case the browser missed its "online" event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now, queue.online]);

  const submit = async (text: string) => {
    const ticket = text.trim();
    if (!ticket) return;
    setInput("");
    field.current?.focus();
    const scan: QueuedScan = { ticket, departure, ...(departure ? {} : { date }), scannedAt: new Date().toISOString() };
    if (!navigator.onLine) {
      await queue.keep(scan);
      show({ kind: "queued", input: ticket });
      return;
    }
    try {
      const { data } = await checkIn({ variables: bound(scan) });
      if (data) show({ kind: "ok", ticket: data.checkInTicket });
      if (departure) void counts.refetch();
    } catch (error) {
      if (isNetworkFailure(error)) {
        await queue.keep(scan);
        show({ kind: "queued", input: ticket });
      } else
        show({
          kind: "refused",
          input: ticket,
          reason: refusalReason(error, t, time.format),
          departure: otherDepartureOf(error),
          ...(isAlreadyCheckedIn(error) ? { alreadyCheckedIn: ticketNumberOf(ticket) } : {}),
        });
    }
    field.current?.focus();
  };

  /** The desk confirmed: checked in whatever its departure; a refusal (checked in meanwhile) stays in the dialog. */
  const checkInAnyway = async (refused: Refused) => {
    const { data } = await checkIn({ variables: { ticketNumber: refused.input, anyDeparture: true } });
    if (!data) return;
    // The refused answer becomes the new one, where the desk is looking.
    setOutcomes((list) =>
      list.map((entry) =>
        entry.key === refused.key ? { kind: "ok", key: entry.key, ticket: data.checkInTicket } : entry,
      ),
    );
  };

  const undo = async (outcome: Extract<Outcome, { kind: "ok" }>) => {
    try {
      await undoCheckIn({ variables: { ticketNumber: outcome.ticket.ticketNumber } });
      // The answers about this check-in are stale now: its green one, and a red "already checked in" it caused.
      const number = outcome.ticket.ticketNumber;
      setOutcomes((list) =>
        list.map((entry) =>
          (entry.kind === "ok" && entry.ticket.ticketNumber === number) ||
          (entry.kind === "refused" && entry.alreadyCheckedIn === number)
            ? { ...entry, undone: true }
            : entry,
        ),
      );
      showToast("green", t("checkIn.undone", { ticket: outcome.ticket.ticketNumber }));
      if (departure) void counts.refetch();
    } catch (error) {
      showToast("red", refusalReason(error, t, time.format));
    }
    field.current?.focus();
  };

  const undoable = (outcome: Outcome): outcome is Extract<Outcome, { kind: "ok" }> =>
    outcome.kind === "ok" &&
    !outcome.undone &&
    can("/check-in/undo") &&
    now - new Date(outcome.ticket.checkTime ?? 0).getTime() < UNDO_MS;

  const anywayOffered = (outcome: Outcome): outcome is Refused =>
    outcome.kind === "refused" && outcome.departure !== undefined && can("/check-in/ticket");

  const [latest, ...earlier] = outcomes;
  const total = counts.data?.checkInCounts;

  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={title} />
      <Group gap="xs" aria-live="polite" mt={-8}>
        {departure && total ? (
          <Stack gap={0}>
            <Text c="dark.9" fw={600} data-testid="check-in-counts-departure">
              {[tripCode, formatDate(departure.date), departure.shift].filter(Boolean).join(" · ")}
            </Text>
            <Text fz="xl" fw={700} data-testid="check-in-counts">
              {t("checkIn.counts", { checkedIn: total.checkedIn, expected: total.expected })}
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed">{t("checkIn.pickDeparture")}</Text>
        )}
      </Group>

      {!queue.online ? (
        <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} role="status">
          {t("checkIn.offline")}
        </Alert>
      ) : null}
      {queue.pending > 0 ? (
        <Badge size="xl" color="yellow" variant="light" data-testid="check-in-pending">
          {t("checkIn.pending", { count: queue.pending })}
        </Badge>
      ) : null}
      {queue.synced > 0 && queue.pending === 0 ? (
        <Text c="dark.9" fw={600} data-testid="check-in-synced">
          {t("checkIn.synced", { count: queue.synced })}
        </Text>
      ) : null}

      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(input);
        }}
      >
        <Stack gap="xs">
          <TextInput
            ref={field}
            size="xl"
            label={t("checkIn.ticket")}
            description={t("checkIn.ticketHint")}
            value={input}
            onChange={(event) => setInput(event.currentTarget.value)}
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
          />
          <Button type="submit" size="xl" disabled={!can("/check-in/ticket")}>
            {t("checkIn.submit")}
          </Button>
        </Stack>
      </form>

      {latest ? (
        <CheckInAnswer
          outcome={latest}
          onUndo={undoable(latest) ? () => void undo(latest) : undefined}
          onAnyway={anywayOffered(latest) ? () => setAnyway(latest) : undefined}
        />
      ) : null}

      <CameraScanner onCode={(code) => void submit(code)} />

      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("checkIn.departure")}
          </Title>
          {mayPickTrip ? (
            <TripSelect value={tripId} onChange={setTripId} label={t("checkIn.trip")} size="lg" w="100%" />
          ) : null}
          <Group grow gap="xs" align="flex-start">
            <TextInput
              type="date"
              size="lg"
              label={t("checkIn.date")}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
            />
            {mayPickTrip ? (
              <ShiftSelect tripId={tripId} date={date} value={shift} onChange={setShift} onTripCode={setTripCode} />
            ) : null}
          </Group>
        </Stack>
      </Paper>

      {queue.conflicts.length > 0 ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t("checkIn.conflicts")}
          data-testid="check-in-conflicts"
        >
          <List size="sm">
            {queue.conflicts.map((conflict, index) => (
              <List.Item key={`${conflict.ticket}-${index}`}>
                {t("checkIn.conflict", { ticket: conflict.ticket, reason: conflict.reason })}
              </List.Item>
            ))}
          </List>
          <Button mt="xs" size="md" variant="default" onClick={queue.clearConflicts}>
            {t("checkIn.clearConflicts")}
          </Button>
        </Alert>
      ) : null}

      <ConfirmDialog
        opened={anyway !== null}
        onClose={() => {
          setAnyway(null);
          field.current?.focus();
        }}
        title={t("checkIn.anywayTitle")}
        confirmLabel={t("checkIn.anyway")}
        confirmColor="brand"
        action={() => (anyway ? checkInAnyway(anyway) : Promise.resolve())}
        onDone={() => field.current?.focus()}
      >
        {anyway?.departure
          ? t("checkIn.anywayQuestion", {
              date: [formatDate(anyway.departure.date), anyway.departure.shift].filter(Boolean).join(" "),
              trip: anyway.departure.trip,
            })
          : null}
      </ConfirmDialog>

      {earlier.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t("checkIn.recent")}
          </Title>
          {earlier.map((outcome) => (
            <CheckInAnswer
              key={outcome.key}
              outcome={outcome}
              compact
              onUndo={undoable(outcome) ? () => void undo(outcome) : undefined}
              onAnyway={anywayOffered(outcome) ? () => setAnyway(outcome) : undefined}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
