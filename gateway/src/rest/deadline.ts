/**
 * The signal one vendor API exchange runs under: it aborts at the exchange's deadline (a `TimeoutError`, as
 * `AbortSignal.timeout` words it) or when the client leaves, and is disposed of as soon as the exchange ends.
 * `AbortSignal.timeout` with `AbortSignal.any` kept every call's signal, timer and weak links alive for the whole
 * timeout after the call had ended (`UPSTREAM_TIMEOUT_MS`, 200 s by default): tens of thousands of them on a loaded
 * gateway, carried into the old space and traced by every full collection (docs/scale-contract.md section 4).
 */
export interface Deadline {
  signal: AbortSignal;
  /** Stops the clock and lets go of the client's signal; the exchange is over. */
  dispose(): void;
}

export function startDeadline(timeoutMs: number, clientSignal: AbortSignal | undefined): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
    timeoutMs,
  );
  // As AbortSignal.timeout's: a pending deadline alone never keeps the process running.
  timer.unref();
  const clientLeft = () => controller.abort(clientSignal?.reason);
  if (clientSignal?.aborted) clientLeft();
  else clientSignal?.addEventListener("abort", clientLeft, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      clientSignal?.removeEventListener("abort", clientLeft);
    },
  };
}
