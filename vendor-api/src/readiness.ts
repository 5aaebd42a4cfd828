/**
 * `GET /readyz` of a vendor API process, for the proxy in front of several (docs/system-contract.md, "Production
 * topology"): 503 "draining" from the moment the process is told to stop, so the proxy sends it nothing new while it
 * finishes what it holds; 200 otherwise. The database's reachability is reported but does not turn it 503: every
 * process shares the database, so a proxy would take them all out together and answer its own error page, where each
 * process answers a clear 10503 and recovers by itself when the database is back (protocol/error-handler.ts).
 * No session and no `timestamp`: a health check knows neither.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "./db/connect";

export const READY_PATH = "/readyz";
/** A database that has not answered `select 1` by then counts as unreachable; the probe answers in time anyway. */
const DATABASE_PROBE_MS = 1000;

declare module "fastify" {
  interface FastifyContextConfig {
    /** A health check's route: no session and no `timestamp` asked (protocol/session-hook.ts). */
    probe?: boolean;
  }
}

export interface Readiness {
  /** From now on /readyz answers 503 and every answer closes its connection, so the proxy moves to the others. */
  drain(): void;
}

export function registerReadiness(app: FastifyInstance, db: Db): Readiness {
  let draining = false;
  app.addHook("onSend", async (_request, reply) => {
    if (draining) reply.header("connection", "close");
  });
  app.route({
    method: "GET",
    url: READY_PATH,
    config: { auth: "public", probe: true },
    // Draining answers at once: a busy process's pool would make the proxy wait for the database's answer first.
    handler: async (_request, reply) => {
      if (draining) return reply.code(503).send({ status: "draining" });
      return reply.send({ status: "ok", database: { reachable: await databaseAnswers(db) } });
    },
  });
  return { drain: () => void (draining = true) };
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_PROBE_MS)));
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
