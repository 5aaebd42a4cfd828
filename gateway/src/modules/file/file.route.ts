/**
 * `GET /files/:id`: the bytes of an uploaded image for the browser (trip images, tag thumbnails). It needs the same
 * bearer token as /graphql (`Authorization: Bearer <Session.token>`) and streams the vendor API's `/file/get` with that
 * session, so a caller only ever sees files of their own tenant. No permission beyond a session: every screen that
 * shows trips or tags shows their images.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { GraphQLError } from "graphql";
import { PROTOCOL_CODES } from "#rules";
import { clientGone, createContext, type GatewayContext, type GatewayServices } from "../../context";
import { ErrorCode, SYSTEM_ERROR_MESSAGE, unauthenticated } from "../../errors";
import { FILES_PATH } from "./file.mapper";
import { downloadFile } from "./file.upstream";

export function registerFileRoute(app: FastifyInstance, services: GatewayServices): void {
  app.get<{ Params: { id: string } }>(`${FILES_PATH}/:id`, async (request, reply) => {
    let context: GatewayContext;
    try {
      context = await createContext(services, {
        requestId: request.id,
        clientAddress: request.ip,
        authorization: request.headers.authorization,
        log: request.log,
        signal: clientGone(reply),
      });
    } catch (error) {
      return sendError(reply, error as GraphQLError);
    }
    const sessionError = context.authError ?? (context.session ? null : unauthenticated());
    if (sessionError) return sendError(reply, sessionError);
    if (!/^\d{1,15}$/.test(request.params.id)) return reply.code(404).send(errorBody("NOT_FOUND", "No such file"));

    let file: Awaited<ReturnType<typeof downloadFile>>;
    try {
      file = await downloadFile(context.rest, request.params.id);
    } catch (error) {
      return sendError(reply, error as GraphQLError);
    }
    return (
      reply
        .header("content-type", file.contentType)
        // Per user (the session decides what is visible); ids never change content, so the browser may keep it.
        .header("cache-control", "private, max-age=3600")
        .header("x-content-type-options", "nosniff")
        .send(file.body)
    );
  });
}

/**
 * A gateway error as the REST routes answer it: an HTTP status and `{error: {code, message}}`, plus the GraphQL
 * error's `fields` as they are when it names the input fields at fault (BAD_USER_INPUT).
 */
export function sendError(reply: FastifyReply, error: GraphQLError) {
  const code = String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR");
  const upstreamCode = error.extensions?.upstreamCode;
  if (code === ErrorCode.RATE_LIMITED) {
    const seconds = String(error.extensions.retryAfterSeconds ?? 60);
    return reply.code(429).header("retry-after", seconds).send(errorBody(code, error.message));
  }
  const status =
    code === ErrorCode.UNAUTHENTICATED
      ? 401
      : code === ErrorCode.FORBIDDEN
        ? 403
        : upstreamCode === PROTOCOL_CODES.notFound.code
          ? 404
          : code === ErrorCode.UPSTREAM_UNAVAILABLE || code === ErrorCode.UPSTREAM_SYSTEM_ERROR
            ? 502
            : code === ErrorCode.UPSTREAM_ERROR || code === ErrorCode.BAD_USER_INPUT
              ? 400
              : 500;
  if (code === ErrorCode.UPSTREAM_SYSTEM_ERROR) {
    // As GraphQL clients in production get it: the catalogue's text and the trace id, never the vendor API's text.
    const { traceId } = error.extensions;
    return reply.code(status).send({ error: { code, message: SYSTEM_ERROR_MESSAGE, upstreamCode, traceId } });
  }
  const fields = error.extensions?.fields;
  const body = errorBody(code, status === 500 ? "Internal server error" : error.message);
  return reply.code(status).send(fields === undefined ? body : { error: { ...body.error, fields } });
}

export const errorBody = (code: string, message: string) => ({ error: { code, message } });
