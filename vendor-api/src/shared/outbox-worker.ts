/**
 * The loop both outbox workers run (mail: notification/mail-delivery.ts, webhooks: webhook/delivery.ts): every
 * `pollMs` it claims a batch and handles it, batch after batch while batches come back full, one run at a time in the
 * process; `runOnce` lets a test or a caller that just queued something run it now. Claiming (FOR UPDATE SKIP LOCKED)
 * and handling are each worker's own.
 */
export interface OutboxWorker {
  /** Handles what is due now; answers how many items it handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a run under way. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions<T> {
  /** Claims at most `batch` items for this process. */
  claim(): Promise<T[]>;
  handle(item: T): Promise<void>;
  batch: number;
  pollMs?: number;
  /** What a failed run is logged as ("e-mail delivery run failed"). */
  failure: string;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export function startOutboxWorker<T>(options: OutboxWorkerOptions<T>): OutboxWorker {
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function drain() {
    let handled = 0;
    for (;;) {
      const items = await options.claim();
      for (const item of items) await options.handle(item);
      handled += items.length;
      if (items.length < options.batch || stopped) return handled;
    }
  }

  function runOnce() {
    running ??= drain().finally(() => (running = undefined));
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) =>
          options.log?.(options.failure, { error: error instanceof Error ? error.message : error }),
        )
        .finally(schedule);
    }, options.pollMs ?? 2000);
  }
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
