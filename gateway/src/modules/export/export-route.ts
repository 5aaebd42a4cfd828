/**
 * What every file export of the gateway shares: the caller authenticates with the same bearer token as /graphql and
 * needs a page permission from the same source as the schema's directives (deny by default); the file streams as
 * CSV, one upstream page in memory at a time.
 */
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLError } from "graphql";
import { assertPermission } from "../../auth/permission-directives";
import { createContext, type GatewayContext, type GatewayServices } from "../../context";
import { unauthenticated } from "../../errors";
import { sendError } from "../file/file.route";
import { CSV_BOM, CSV_CONTENT_TYPE, csvHeader, csvRow, type CsvColumn } from "./csv";
import type { PagedList } from "./paged-list";

/** The gateway path all exports live under. */
export const EXPORTS_PATH = "/exports";

/** The request's context once the session and the page permission are confirmed; errors are the GraphQL ones. */
export async function authorizedContext(
  services: GatewayServices,
  request: FastifyRequest,
  page: string,
): Promise<GatewayContext> {
  const context = createContext(services, {
    requestId: request.id,
    clientAddress: request.ip,
    authorization: request.headers.authorization,
    log: request.log,
  });
  if (context.authError) throw context.authError;
  if (!context.session) throw unauthenticated();
  await assertPermission(context, { type: "page", url: page });
  return context;
}

/** Runs an export handler, answering its refusals as JSON errors with the REST routes' statuses (401, 403, 404, …). */
export async function answerExport(reply: FastifyReply, produce: () => Promise<FastifyReply>): Promise<FastifyReply> {
  try {
    return await produce();
  } catch (error) {
    if (!(error instanceof Error) || !("extensions" in error)) throw error;
    return sendError(reply, error as GraphQLError);
  }
}

export interface CsvFile<T> {
  fileName: string;
  columns: readonly CsvColumn<T>[];
  list: PagedList<T>;
}

/**
 * Streams the file: BOM and header row first, then each row as its page arrives. `x-total-count` announces the rows
 * to come so a client can show progress. A failure after the first byte can only end the response early.
 */
export function sendCsv<T>(reply: FastifyReply, { fileName, columns, list }: CsvFile<T>): FastifyReply {
  async function* lines() {
    yield CSV_BOM + csvHeader(columns);
    for await (const row of list.rows) yield csvRow(columns, row);
  }
  return reply
    .header("content-type", CSV_CONTENT_TYPE)
    .header("content-disposition", contentDisposition(fileName))
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .header("x-total-count", String(list.total))
    .send(Readable.from(lines()));
}

/** An ASCII fallback name plus the RFC 5987 UTF-8 one, for names with non-ASCII characters. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
