/**
 * The tenant's access epoch (docs/foundation-contract.md section 1, "Access epoch"). Every change to a tenant's users,
 * roles, their grants or sessions moves it inside its own transaction, and every operator answer carries it in the
 * `x-access-epoch` header, so a client that keeps permissions between requests (the gateway) reloads them on its next
 * request after any change, wherever the change was made: no list of changing calls, no time-to-live. An answer
 * reports the epoch read with its session, or, when the request itself moved it, the epoch after the change: a change
 * made elsewhere while a request runs is news of the next answer, as it is for a route that reads access.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Db } from "../db/connect";
import { accessEpochs } from "../db/schema";

export const ACCESS_EPOCH_HEADER = "x-access-epoch";

declare module "fastify" {
  interface FastifyRequest {
    /** The tenant whose epoch the answer reports, and the epoch read with the session (before any handler ran). */
    accessEpoch?: { tenantId: number; atStart: number };
  }
  interface FastifyContextConfig {
    /**
     * The route reads access (the permission load): its answer reports the epoch read before it, so a change that
     * lands while it runs is seen as newer than what it returned. Other routes report the epoch after they ran, so a
     * change they made is reported by their own answer.
     */
    readsAccess?: boolean;
  }
}

/** The tenants whose epoch the current request moved. */
const movedByRequest = new AsyncLocalStorage<Set<number>>();

/**
 * Moves the tenant's epoch. The upsert also locks the tenant's epoch row until the transaction ends, so changes to one
 * tenant's access are decided one after the other.
 */
export async function moveAccessEpoch(tx: Db, tenantId: number): Promise<void> {
  await tx
    .insert(accessEpochs)
    .values({ tenantId, epoch: 1 })
    .onConflictDoUpdate({ target: accessEpochs.tenantId, set: { epoch: sql`${accessEpochs.epoch} + 1` } });
  movedByRequest.getStore()?.add(tenantId);
}

export async function readAccessEpoch(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ epoch: accessEpochs.epoch })
    .from(accessEpochs)
    .where(eq(accessEpochs.tenantId, tenantId))
    .limit(1);
  return row?.epoch ?? 0;
}

export function registerAccessEpochHeader(app: FastifyInstance, context: AppContext): void {
  const moved = new WeakMap<FastifyRequest, Set<number>>();
  // A callback hook, so the hooks and the handler after it run inside the store (what moveAccessEpoch writes to).
  app.addHook("onRequest", (request, _reply, done) => {
    const tenants = new Set<number>();
    moved.set(request, tenants);
    movedByRequest.run(tenants, done);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const known = request.accessEpoch;
    if (!known) return payload;
    try {
      const movedHere = !request.routeOptions.config.readsAccess && moved.get(request)?.has(known.tenantId);
      const epoch = movedHere ? await readAccessEpoch(context.db, known.tenantId) : known.atStart;
      reply.header(ACCESS_EPOCH_HEADER, String(epoch));
    } catch (error) {
      // An answer without the header is never cached by the gateway: the safe side, so the answer still goes out.
      request.log.error({ err: error }, "could not read the access epoch");
    }
    return payload;
  });
}
