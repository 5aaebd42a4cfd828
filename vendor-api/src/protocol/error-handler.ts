import type { FastifyError, FastifyInstance } from "fastify";
import { traceIdOf } from "#tracing";
import { isDatabaseUnavailable, rootMessage } from "../db/unavailable";
import { Codes } from "./codes";
import { failure } from "./envelope";
import { BusinessError } from "./errors";

/**
 * Every business outcome is HTTP 200 with its code in the envelope. Malformed requests (schema, JSON, content type)
 * are 10001 with what is wrong; a database that cannot be reached is HTTP 503 with 10503 and a Retry-After, so callers
 * and proxies tell "try again shortly" from a fault (docs/foundation-contract.md section 1); anything else is logged
 * with the trace id and answered 10000, without details.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusinessError) return reply.status(200).send(failure(error.status, error.result));
    const clientFault =
      error.validation || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500);
    if (clientFault) {
      const { code, key } = Codes.badRequest;
      return reply.status(200).send(failure({ code, msg: error.message, key }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { err: { message: rootMessage(error) }, traceId: traceIdOf(request) ?? request.id },
        "database unavailable",
      );
      const { code, msg, key } = Codes.databaseUnavailable;
      return reply.status(503).header("retry-after", "1").send(failure({ code, msg, key }));
    }
    request.log.error({ err: error, traceId: traceIdOf(request) ?? request.id }, "unexpected error");
    const { code, msg, key } = Codes.systemError;
    return reply.status(200).send(failure({ code, msg, key }));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: "Not Found",
      message: `${request.method} ${request.url.split("?")[0]} is not a call of this API`,
    }),
  );
}
