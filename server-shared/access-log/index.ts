/**
 * The access line both servers write for each request, at `debug` (fastify's own request logging is off in both: two
 * `info` lines per request flood a short session). One format for both, so one filter reads the gateway's and the
 * vendor API's logs alike.
 */
import type { FastifyInstance } from "fastify";

export function registerAccessLog(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    request.log.debug(
      {
        method: request.method,
        path: request.url.split("?")[0],
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
      },
      "request completed",
    );
  });
}
