/**
 * What every file export of the gateway shares: the caller authenticates with the same bearer token as /graphql and
 * needs the list's permissions from the same source as the schema's directives (deny by default); the file streams as
 * CSV or XLSX, one upstream page in memory at a time.
 */
import { Readable } from "node:stream";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLError } from "graphql";
import { assertPermission } from "../../auth/permission-directives";
import { clientGone, createContext, type GatewayContext, type GatewayServices } from "../../context";
import { unauthenticated } from "../../errors";
import { sendError } from "../file/file.route";
import type { ExportColumn } from "./columns";
import { CSV_CONTENT_TYPE, csvChunks } from "./csv";
import type { PagedList } from "./paged-list";
import { XLSX_CONTENT_TYPE, xlsxChunks } from "./xlsx";

/** The gateway path all exports live under. */
export const EXPORTS_PATH = "/exports";

/** What an export needs: the list screen's page permission and, where the console has one, the export action. */
export interface ExportAccess {
  page: string;
  cmd?: string;
}

/**
 * The request's context once the session and the permissions are confirmed; errors are the GraphQL ones. Its calls
 * stop when the client goes away, mid-file included.
 */
export async function authorizedContext(
  services: GatewayServices,
  request: FastifyRequest,
  reply: FastifyReply,
  { page, cmd }: ExportAccess,
): Promise<GatewayContext> {
  const context = await createContext(services, {
    requestId: request.id,
    clientAddress: request.ip,
    authorization: request.headers.authorization,
    log: request.log,
    signal: clientGone(reply),
  });
  if (context.authError) throw context.authError;
  if (!context.session) throw unauthenticated();
  await assertPermission(context, { type: "page", url: page });
  if (cmd) await assertPermission(context, { type: "cmd", url: cmd });
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

/**
 * The export routes' error handler, for a file that fails before its first byte left: the rows are written in
 * batches, so a later page's fault can come first. Such a fault is answered as a refusal (502 UPSTREAM_UNAVAILABLE
 * …), without the file's headers, rather than as Fastify's 500; once bytes left, the file can only end early.
 */
export function exportErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (!("extensions" in error)) return reply.send(error);
  // Fastify had copied the file's headers onto the raw response already, for the first write.
  for (const name of ["content-type", "content-disposition", "x-total-count", "cache-control"]) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
  return sendError(reply, error as unknown as GraphQLError);
}

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ListFile<T> {
  /** The file's name without its extension. */
  baseName: string;
  /** The worksheet's name in an XLSX file. */
  sheetName: string;
  columns: readonly ExportColumn<T>[];
  list: PagedList<T>;
}

/**
 * Streams the file: the header row first, then each row as its page arrives. `x-total-count` announces the rows to
 * come so a client can show progress. A failure after the first byte can only end the response early.
 */
export function sendListFile<T>(reply: FastifyReply, format: ExportFormat, file: ListFile<T>): FastifyReply {
  const { columns, list } = file;
  const body = format === "csv" ? csvChunks(columns, list.rows) : xlsxChunks(file.sheetName, columns, list.rows);
  return reply
    .header("content-type", format === "csv" ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
    .header("content-disposition", contentDisposition(`${file.baseName}.${format}`))
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .header("x-total-count", String(list.total))
    .send(Readable.from(body));
}

/** An ASCII fallback name plus the RFC 5987 UTF-8 one, for names with non-ASCII characters. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
