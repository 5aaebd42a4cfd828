import { Button, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconArrowBackUp, IconCircleCheck, IconCloudUpload, IconCircleX } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";
import { passengerTypeLabel } from "@/shared/ticket-status";
import type { Outcome } from "./outcome";

/**
 * The answer to the last scan, large enough to read at arm's length: green with the passenger, red with the reason,
 * each with its own icon and heading so colour is never the only signal.
 */
export function CheckInAnswer({
  outcome,
  onUndo,
  onAnyway,
  compact,
}: {
  outcome: Outcome;
  onUndo?: () => void;
  /** Another departure's ticket: asks to check it in anyway. */
  onAnyway?: () => void;
  /** An earlier answer: smaller, and not announced again. */
  compact?: boolean;
}) {
  const { t } = useI18n();
  const undone = outcome.kind !== "queued" && outcome.undone === true;
  const look = undone
    ? { color: "gray", icon: IconArrowBackUp, title: t("checkIn.undoneTitle") }
    : outcome.kind === "ok"
      ? { color: "green", icon: IconCircleCheck, title: t("checkIn.ok") }
      : outcome.kind === "refused"
        ? { color: "red", icon: IconCircleX, title: t("checkIn.refused") }
        : { color: "yellow", icon: IconCloudUpload, title: t("checkIn.queued", { ticket: outcome.input }) };
  const Icon = look.icon;
  return (
    <Paper
      p={compact ? "xs" : "md"}
      radius="md"
      bg={`${look.color}.0`}
      withBorder
      style={{ borderColor: `var(--mantine-color-${look.color}-7)`, borderWidth: compact ? 1 : 3 }}
      role={compact ? undefined : "status"}
      aria-live={compact ? undefined : "assertive"}
      data-testid="check-in-answer"
      data-outcome={undone ? "undone" : outcome.kind}
    >
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon color={look.color} size={compact ? 36 : 56} radius="xl" variant="filled">
          <Icon size={compact ? 24 : 40} aria-hidden />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fz={compact ? 18 : 26} fw={800} c="dark.9" lh={1.2}>
            {look.title}
          </Text>
          {outcome.kind === "ok" ? (
            <>
              <Text fz={compact ? 16 : 22} fw={700} c="dark.9">
                {t("checkIn.passenger", {
                  name: outcome.ticket.passengerName,
                  type: t(passengerTypeLabel(outcome.ticket.passengerType)),
                })}
              </Text>
              <Text c="dark.7">
                {outcome.ticket.ticketNumber} · {outcome.ticket.tripName} · {formatDate(outcome.ticket.date)}
                {outcome.ticket.shift ? ` ${outcome.ticket.shift}` : ""}
              </Text>
            </>
          ) : outcome.kind === "refused" ? (
            <>
              {undone ? null : (
                <Text fz={compact ? 16 : 20} fw={700} c="dark.9">
                  {outcome.reason}
                </Text>
              )}
              <Text c="dark.7">{outcome.input}</Text>
            </>
          ) : null}
          {onAnyway ? (
            <Button mt="xs" size="lg" variant="default" onClick={onAnyway} w="fit-content">
              {t("checkIn.anyway")}
            </Button>
          ) : null}
          {onUndo ? (
            <Button
              mt="xs"
              size="lg"
              variant="default"
              onClick={onUndo}
              w="fit-content"
              aria-label={
                outcome.kind === "ok" ? t("checkIn.undoTicket", { ticket: outcome.ticket.ticketNumber }) : undefined
              }
            >
              {t("checkIn.undo")}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
