import { useEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { DepartureManifestQuery } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";
import { passengerTypeLabel } from "@/shared/ticket-status";
import classes from "./manifest-print.module.css";

type Manifest = DepartureManifestQuery["departureManifest"];

/** A node of its own under <body>, outside the app's root: the print stylesheet hides everything else. */
function PrintRoot({ children }: { children: ReactNode }) {
  const [node] = useState(() => {
    const element = document.createElement("div");
    element.className = "manifest-print-root";
    return element;
  });
  useEffect(() => {
    document.body.appendChild(node);
    return () => node.remove();
  }, [node]);
  return createPortal(children, node);
}

/** The paper manifest: departure, counts, and per passenger name, type, ticket number and an empty box to tick. */
export function ManifestPrintSheet({ manifest }: { manifest: Manifest }) {
  const { t } = useI18n();
  const { departure, passengers } = manifest;
  const shift = departure.time ?? departure.shiftName;
  return (
    <PrintRoot>
      <div className={classes.sheet} data-testid="manifest-print">
        <h1 style={{ fontSize: "15pt", margin: "0 0 4pt" }}>
          {departure.tripCode} · {departure.tripName}
        </h1>
        <p style={{ margin: "0 0 8pt" }}>
          {formatDate(departure.date)}
          {shift ? ` · ${shift}` : ""} · {t("manifest.sold")} {departure.sold}
          {departure.capacity === null ? "" : ` / ${departure.capacity}`} · {t("manifest.checkedIn")}{" "}
          {t("manifest.checkedInOf", { checked: departure.checkedIn, expected: passengers.length })}
        </p>
        <table>
          <thead>
            <tr>
              <th style={{ width: "28pt" }}>{t("manifest.tick")}</th>
              <th>{t("manifest.passenger")}</th>
              <th>{t("manifest.type")}</th>
              <th>{t("manifest.ticketNumber")}</th>
            </tr>
          </thead>
          <tbody>
            {passengers.map((passenger) => (
              <tr key={passenger.ticketNumber}>
                <td>{passenger.checkedIn ? "✓" : <span className={classes.box} aria-hidden />}</td>
                <td>{passenger.passengerName}</td>
                <td>{t(passengerTypeLabel(passenger.passengerType))}</td>
                <td>{passenger.ticketNumber}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PrintRoot>
  );
}
