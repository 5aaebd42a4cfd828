import { Badge, Box, Text, UnstyledButton } from "@mantine/core";
import { IconBan } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import type { DeparturesQuery } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";
import { FILL_COLORS, fillOf, manifestSearch } from "./fill";

export type DepartureItem = DeparturesQuery["departures"][number];

/**
 * One departure: "09:00 BUS-NYC-BOS 32/45", its background by fill; stop sale adds an icon, a dashed border and the
 * words in its label, so neither state rests on colour alone; a cancelled departure is grey with a "Cancelled" badge
 * (docs/sales-contract.md, jobs). A link to the departure's manifest.
 */
export function DepartureChip({ departure }: { departure: DepartureItem }) {
  const { t } = useI18n();
  const fill = fillOf(departure);
  const color = departure.cancelled ? "gray" : FILL_COLORS[fill];
  const when = [formatDate(departure.date), departure.time ?? departure.shiftName].filter(Boolean).join(" ");
  const shown = [
    departure.time ?? departure.shiftName,
    departure.tripCode,
    `${departure.sold}/${departure.capacity ?? "∞"}`,
  ]
    .filter(Boolean)
    .join(" ");
  // The name starts with the chip's own text (WCAG 2.5.3, label in name), then says it in words.
  const label =
    `${shown} — ` +
    (departure.capacity === null
      ? t("departures.chipLabelUnlimited", { trip: departure.tripName, when, sold: departure.sold })
      : t("departures.chipLabel", {
          trip: departure.tripName,
          when,
          sold: departure.sold,
          capacity: departure.capacity,
        })) +
    (departure.stopSale ? ` (${t("departures.stopSale")})` : "") +
    (departure.cancelled ? ` (${t("departures.cancelled")})` : "");
  return (
    <UnstyledButton
      component={Link}
      to={`/trip/departure_manifest${manifestSearch(departure)}`}
      aria-label={label}
      title={label}
      data-fill={fill}
      data-stop-sale={departure.stopSale || undefined}
      data-cancelled={departure.cancelled || undefined}
      display="flex"
      w="100%"
      px={6}
      py={2}
      style={{
        alignItems: "center",
        flexWrap: "wrap",
        columnGap: 4,
        borderRadius: 6,
        fontSize: 12,
        lineHeight: 1.4,
        background: `var(--mantine-color-${color}-1)`,
        color: "var(--mantine-color-black)",
        border: departure.stopSale
          ? "1px dashed var(--mantine-color-dark-4)"
          : `1px solid var(--mantine-color-${color}-4)`,
        borderLeft: `4px solid var(--mantine-color-${color}-6)`,
        textDecoration: "none",
      }}
    >
      {departure.stopSale ? <IconBan size={12} aria-hidden style={{ flex: "none" }} /> : null}
      {departure.time || departure.shiftName ? (
        <Text span inherit fw={700} style={{ whiteSpace: "nowrap" }}>
          {departure.time ?? departure.shiftName}
        </Text>
      ) : null}{" "}
      {/* A narrow day wraps the code under the time rather than cutting it; a code longer than the day still ends in … */}
      <Box
        component="span"
        style={{
          whiteSpace: "nowrap",
          overflow: "hidden",
          textOverflow: "ellipsis",
          maxWidth: "100%",
          flex: "1 1 auto",
        }}
      >
        {departure.tripCode}
      </Box>{" "}
      <Text
        span
        inherit
        fw={700}
        style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", marginLeft: "auto" }}
      >
        {departure.sold}/{departure.capacity ?? "∞"}
      </Text>
      {/* A line of its own under the figures, however wide the day. */}
      {departure.cancelled ? (
        <Box w="100%">
          <Badge size="xs" color="red.8" variant="filled">
            {t("departures.cancelled")}
          </Badge>
        </Box>
      ) : null}
    </UnstyledButton>
  );
}
