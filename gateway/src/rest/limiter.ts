/**
 * At most `maxActive` vendor API calls per upstream path at a time, and at most `maxQueued` more waiting for one of
 * those places, so one hung path cannot take every connection of the pool from the others. A call that finds the
 * queue full is refused at once (`UpstreamBusyError`); a waiting call leaves the queue when its signal aborts (its
 * deadline, or its client went away).
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

  constructor(
    private readonly maxActive: number,
    private readonly maxQueued: number,
  ) {}

  /** Resolves with the function that gives the place back (call it exactly once), when a place is free. */
  async acquire(path: string, signal: AbortSignal): Promise<() => void> {
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
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      };
      const onAbort = () => {
        const index = current.waiting.indexOf(grant);
        if (index >= 0) current.waiting.splice(index, 1);
        reject(signal.reason);
      };
      current.waiting.push(grant);
      signal.addEventListener("abort", onAbort, { once: true });
    });
    return this.releaser(path, current);
  }

  private releaser(path: string, state: PathState): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The place passes straight to the next waiter, so `active` never dips and lets a newcomer jump the queue.
      const next = state.waiting.shift();
      if (next) return next();
      state.active -= 1;
      if (state.active === 0) this.paths.delete(path);
    };
  }
}
