/**
 * At most `maxActive` vendor API calls per upstream path at a time, and at most `maxQueued` more waiting for one of
 * those places, so one hung path cannot take every connection of the pool from the others. A call that finds the
 * queue full is refused at once (`UpstreamBusyError`); a waiting call leaves the queue when its signal aborts (its
 * deadline, or its client went away).
 *
 * Across paths, the calls of every path but the `reserved` ones hold at most `maxTotal` places, so several hung paths
 * together still leave connections for signing in and checking sessions; a call past that waits for a place (or its
 * signal).
 */
export class UpstreamBusyError extends Error {
  readonly name = "UpstreamBusyError";
  constructor(readonly path: string) {
    super(`too many calls to ${path} are already waiting`);
  }
}

interface PathState {
  active: number;
  waiting: Array<() => void>;
}

export class PathLimiter {
  private readonly paths = new Map<string, PathState>();
  private readonly shared: PathState = { active: 0, waiting: [] };

  constructor(
    private readonly maxActive: number,
    private readonly maxQueued: number,
    private readonly maxTotal = Number.POSITIVE_INFINITY,
    private readonly reserved: ReadonlySet<string> = new Set(),
  ) {}

  /** Resolves with the function that gives the place back (call it exactly once), when a place is free. */
  async acquire(path: string, signal: AbortSignal): Promise<() => void> {
    const releasePath = await this.acquirePath(path, signal);
    if (this.reserved.has(path)) return releasePath;
    try {
      const releaseShared = await this.acquireShared(signal);
      return () => {
        releaseShared();
        releasePath();
      };
    } catch (error) {
      releasePath();
      throw error;
    }
  }

  private async acquirePath(path: string, signal: AbortSignal): Promise<() => void> {
    signal.throwIfAborted();
    let state = this.paths.get(path);
    if (!state) {
      state = { active: 0, waiting: [] };
      this.paths.set(path, state);
    }
    const current = state;
    if (current.active < this.maxActive) {
      current.active += 1;
      return this.releaser(path, current);
    }
    if (current.waiting.length >= this.maxQueued) throw new UpstreamBusyError(path);
    await waitForPlace(current, signal);
    return this.releaser(path, current);
  }

  /** The queue here is bounded by the per-path queues: only calls holding a path place wait for a shared one. */
  private async acquireShared(signal: AbortSignal): Promise<() => void> {
    if (this.shared.active < this.maxTotal) {
      this.shared.active += 1;
      return this.releaser(null, this.shared);
    }
    await waitForPlace(this.shared, signal);
    return this.releaser(null, this.shared);
  }

  private releaser(path: string | null, state: PathState): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The place passes straight to the next waiter, so `active` never dips and lets a newcomer jump the queue.
      const next = state.waiting.shift();
      if (next) return next();
      state.active -= 1;
      if (state.active === 0 && path !== null) this.paths.delete(path);
    };
  }
}

/** Waits in `state`'s queue until a released place is handed over, or leaves it when `signal` aborts. */
function waitForPlace(state: PathState, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const grant = () => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    };
    const onAbort = () => {
      const index = state.waiting.indexOf(grant);
      if (index >= 0) state.waiting.splice(index, 1);
      reject(signal.reason);
    };
    state.waiting.push(grant);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
