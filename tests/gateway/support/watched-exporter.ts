import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace";

/**
 * An in-memory exporter that tells a test when the spans it waits for have ended (each server ends its request span
 * after answering), so the test waits on the spans, not on time.
 */
export class WatchedExporter extends InMemorySpanExporter {
  private waiters: Array<() => void> = [];

  override export(spans: ReadableSpan[], done: Parameters<InMemorySpanExporter["export"]>[1]): void {
    super.export(spans, done);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** The finished spans once `holds` is true of them. */
  async until(holds: (spans: ReadableSpan[]) => boolean): Promise<ReadableSpan[]> {
    for (;;) {
      const spans = this.getFinishedSpans();
      if (holds(spans)) return spans;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }
}
