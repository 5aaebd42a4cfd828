/**
 * Reading and abandoning undici response bodies without ever leaving an 'error' event unheard: undici turns a body
 * destroyed before its end into a `RequestAbortedError`, which ends the process when nothing listens for it.
 */
import { Transform, pipeline, type Readable } from "node:stream";

/** The vendor API sent more than the gateway accepts for this answer. */
export class BodyTooLargeError extends Error {
  readonly name = "BodyTooLargeError";
  constructor(readonly maxBytes: number) {
    super(`the answer is larger than ${maxBytes} bytes`);
  }
}

/** Drops a body the gateway will not read; the connection is closed rather than drained. */
export function discard(body: Readable): void {
  body.on("error", ignore);
  body.destroy();
}

/** The `content-length` a response announces, when it is a number. */
export function declaredLength(value: string | string[] | undefined): number | null {
  const length = Number(Array.isArray(value) ? value[0] : value);
  return value !== undefined && Number.isFinite(length) ? length : null;
}

/** The whole body as UTF-8 text, refused (and the body dropped) as soon as it passes `maxBytes`. */
export async function readCapped(body: Readable, maxBytes: number): Promise<string> {
  body.on("error", ignore);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size).toString("utf8");
}

/**
 * The body as a stream that fails with `BodyTooLargeError` once more than `maxBytes` went through. Errors of either
 * side end both (pipeline), and are reported to `onEnd` rather than thrown.
 */
export function capStream(body: Readable, maxBytes: number, onEnd: (error: Error | null) => void): Readable {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(size > maxBytes ? new BodyTooLargeError(maxBytes) : null, chunk);
    },
  });
  return pipeline(body, counter, (error) => onEnd(error ?? null));
}

function ignore(): void {}
