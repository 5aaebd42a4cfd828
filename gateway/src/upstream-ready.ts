/**
 * `npm start` opens the gateway's port before its embedded vendor API has opened its own (PGlite's boot alone is a
 * second of CPU), so the console's page and files answer at once (docs/scale-contract.md section 8). A request that
 * needs the vendor API waits until it is up, for at most `waitMs`, and is then answered 503 with a clear message;
 * one that came after a failed start is answered so at once. Once the API is up, this costs one flag test per request.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { ErrorCode } from "./errors";

export interface UpstreamStart {
  /** Settles when the vendor API answers (or failed to start). */
  ready: Promise<unknown>;
  /** The longest a request waits for it. */
  waitMs: number;
}

/** How long a request waits by default: a first start's migrations and demo data take seconds on a busy machine. */
export const UPSTREAM_START_WAIT_MS = 60_000;

/** Whether the vendor API is up yet, and the reason it never will be, if so. */
export class UpstreamStartState {
  up = false;
  failure: string | undefined;
  readonly ready: Promise<void>;

  constructor(start: UpstreamStart | undefined) {
    if (!start) {
      this.up = true;
      this.ready = Promise.resolve();
      return;
    }
    this.ready = start.ready.then(
      () => {
        this.up = true;
      },
      (error: unknown) => {
        this.failure = error instanceof Error ? error.message : String(error);
      },
    );
  }

  get starting(): boolean {
    return !this.up && this.failure === undefined;
  }
}

/**
 * Holds the requests on the paths `needsUpstream` names until the vendor API is up. The answer on a timeout or a failed
 * start is a GraphQL error on the GraphQL path (the console shows its message) and a plain JSON error elsewhere.
 */
export function registerUpstreamWait(
  app: FastifyInstance,
  state: UpstreamStartState,
  waitMs: number,
  needsUpstream: (pathname: string) => { graphql: boolean } | undefined,
): void {
  app.addHook("onRequest", async (request, reply) => {
    if (state.up) return;
    const need = needsUpstream(request.url.split("?")[0]);
    if (!need) return;
    if (state.starting) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
      await Promise.race([state.ready, timedOut]);
      clearTimeout(timer);
    }
    if (state.up) return;
    const message =
      state.failure === undefined
        ? `The vendor API is still starting (waited ${Math.round(waitMs / 1000)} s); try again shortly.`
        : `The vendor API did not start: ${state.failure}`;
    return unavailable(reply, need.graphql, message, state.starting);
  });
}

function unavailable(reply: FastifyReply, graphql: boolean, message: string, starting: boolean) {
  if (starting) reply.header("retry-after", "5");
  reply.code(503);
  return graphql
    ? reply.send({
        errors: [{ message, extensions: { code: ErrorCode.UPSTREAM_UNAVAILABLE, fault: "vendor-api-start" } }],
      })
    : reply.send({ error: "Service Unavailable", message, statusCode: 503 });
}
