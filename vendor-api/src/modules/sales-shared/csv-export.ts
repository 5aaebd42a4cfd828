import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { Readable } from "node:stream";
import { z } from "zod";
import type { AppContext } from "../../context";
import { tenants } from "../../db/schema";
import { toJsonSchema } from "../../protocol/route";

export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number | null;
}

/** Rows to export: counted first (so the caller can show progress), then read in batches, never all at once. */
export interface CsvExport<T> {
  total: number;
  batches: AsyncIterable<T[]>;
}

export const EXPORT_BATCH_SIZE = 500;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** RFC 4180 quoting; text that a spreadsheet would run as a formula (=, +, -, @) is prefixed with a quote mark. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: Array<string | number | null>) => `${cells.map(csvCell).join(",")}\r\n`;

/** MM/dd/yyyy HH:mm in the tenant's time zone (seed section 9's date format). */
export function tenantTimeFormatter(timeZone: string): (value: Date | null) => string | null {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return (value) => {
    if (!value) return null;
    const parts = Object.fromEntries(format.formatToParts(value).map((part) => [part.type, part.value]));
    return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}`;
  };
}

/** Pages through rows newest first by id (`id < last id`), so every batch is one indexed query of bounded size. */
export async function* keysetBatches<T extends { id: number }>(
  fetchBefore: (beforeId: number | null, limit: number) => Promise<T[]>,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<T[]> {
  let beforeId: number | null = null;
  for (;;) {
    const batch = await fetchBefore(beforeId, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    beforeId = batch[batch.length - 1].id;
  }
}

export interface CsvExportRoute<Q extends z.ZodObject, T> {
  url: string;
  tag: string;
  summary: string;
  filename: string;
  query: Q;
  columns(formatTime: (value: Date | null) => string | null): Array<CsvColumn<T>>;
  /** Checks the filters (failures answer the JSON envelope, before any CSV byte) and counts the rows. */
  prepare(tenantId: number, query: z.infer<Q>): Promise<CsvExport<T>>;
}

/**
 * A streamed CSV export (UTF-8 with a byte order mark for spreadsheets): `x-total-count` carries the number of rows
 * before the first byte, rows follow batch by batch, so memory stays flat whatever the size. Times are in the
 * tenant's time zone.
 */
export function registerCsvExport<Q extends z.ZodObject, T>(
  app: FastifyInstance,
  { db, now }: AppContext,
  route: CsvExportRoute<Q, T>,
): void {
  app.route({
    method: "GET",
    url: route.url,
    config: { auth: "operator" },
    schema: {
      tags: [route.tag],
      summary: route.summary,
      description:
        "Answers text/csv (header row first; times MM/dd/yyyy HH:mm in the tenant's time zone) with the row count in " +
        "header x-total-count; a filter that fails a rule answers the JSON envelope (20001) instead.",
      querystring: toJsonSchema(z.object({ timestamp: z.int().positive(), ...route.query.shape }), "input"),
      security: [{ operatorToken: [] }],
      response: {
        200: {
          description: "The CSV file",
          headers: { "x-total-count": { type: "integer", description: "Rows in the file" } },
          content: { "text/csv": { schema: { type: "string" } } },
        },
      },
    },
    handler: async (request, reply) => {
      const { tenantId } = request.operatorSession!;
      const { timestamp: _timestamp, ...query } = request.query as Record<string, unknown>;
      const exported = await route.prepare(tenantId, query as z.infer<Q>);
      const [tenant] = await db.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
      const columns = route.columns(tenantTimeFormatter(tenant.timeZone));
      async function* lines() {
        yield `\uFEFF${csvLine(columns.map((column) => column.header))}`;
        for await (const batch of exported.batches) {
          yield batch.map((row) => csvLine(columns.map((column) => column.value(row)))).join("");
        }
      }
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${route.filename}-${now().toISOString().slice(0, 10)}.csv"`,
        )
        .header("x-total-count", String(exported.total))
        .header("cache-control", "no-store")
        .send(Readable.from(lines()));
    },
  });
}
