/**
 * `GET /exports/reservations.csv?tripId=&date=&shift=&status=` (or `reservations.xlsx`, the same as an Excel
 * workbook): a trip's passenger list as CSV, with the filters of
 * the `reservations` query (date `YYYY-MM-DD`, shift, `TicketStatus` value). Needs the `reservation` page permission,
 * like the query. Answers 400 for a bad filter, 401 without a valid session, 403 without the permission and 404 for a
 * trip the tenant does not have.
 */
import type { FastifyInstance } from "fastify";
import type { GatewayContext, GatewayServices } from "../../context";
import { expectResult } from "../../rest/envelope";
import { assertValid, isoDate, toUpstreamId, validateFields } from "../shared/field-rules";
import { PAGE_SIZE_MAX } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import { TicketStatus, TicketStatusEnum } from "../reservation/reservation.enums";
import { toTicket, upstreamTicketSchema } from "../reservation/reservation.mapper";
import type { Ticket } from "../reservation/reservation.type";
import { answerExport, authorizedContext, EXPORTS_PATH, sendListFile, type ExportFormat } from "./export-route";
import { openPagedList } from "./paged-list";
import { reservationColumns } from "./reservation-columns";

const reservationsPath = (format: ExportFormat) => `${EXPORTS_PATH}/reservations.${format}`;
const PERMISSION_PAGE = "reservation";

interface ReservationExportQuery {
  tripId?: string;
  date?: string;
  shift?: string;
  status?: string;
}

interface ReservationFilter {
  tripId: number;
  date: string | undefined;
  shift: string | undefined;
  status: TicketStatus | undefined;
}

export function registerReservationExportRoute(app: FastifyInstance, services: GatewayServices): void {
  for (const format of ["csv", "xlsx"] as const) {
    app.get<{ Querystring: ReservationExportQuery }>(reservationsPath(format), (request, reply) =>
      answerExport(reply, async () => {
        const context = await authorizedContext(services, request, PERMISSION_PAGE);
        const filter = readFilter(request.query);
        const list = await openPagedList<Ticket>(
          (pageNum, pageSize) => readTickets(context, filter, pageNum, pageSize),
          PAGE_SIZE_MAX,
        );
        return sendListFile(reply, format, {
          baseName: baseNameOf(filter),
          sheetName: "Passengers",
          columns: reservationColumns(context.session?.timeZone ?? null),
          list,
        });
      }),
    );
  }
}

function readFilter(query: ReservationExportQuery): ReservationFilter {
  const status = query.status || undefined;
  assertValid({
    ...validateFields({ date: [query.date, [isoDate]] }),
    ...(status && !Object.hasOwn(TicketStatus, status) ? { status: "Invalid status" } : {}),
  });
  return {
    tripId: toUpstreamId(query.tripId ?? "", "tripId"),
    date: query.date || undefined,
    shift: query.shift || undefined,
    status: status as TicketStatus | undefined,
  };
}

async function readTickets(context: GatewayContext, filter: ReservationFilter, pageNum: number, pageSize: number) {
  const result = await context.rest.post("/reservation/list", {
    pageNum,
    pageSize,
    tripId: filter.tripId,
    date: filter.date,
    shift: filter.shift,
    status: filter.status ? TicketStatusEnum.toCode(filter.status) : undefined,
  });
  const page = expectResult(upstreamListSchema(upstreamTicketSchema), result, "reservation/list");
  return { total: page.total, list: page.list.map(toTicket) };
}

/** e.g. `reservations-12-2025-07-01-Morning`. */
function baseNameOf(filter: ReservationFilter): string {
  const parts = ["reservations", String(filter.tripId), filter.date, filter.shift, filter.status?.toLowerCase()];
  return parts.filter(Boolean).join("-");
}
