/**
 * A request's logger without pino's work per child. Fastify gives every request a child of the gateway's logger
 * bound to its id, and pino writes a child's bindings through the redaction of every logged object: with the
 * gateway's wildcard paths (`*.password`, …, logger.ts) @pinojs/redact parses every path again for the id's one
 * string (its cost: docs/scale-contract.md section 4). The id
 * is a UUID the gateway makes (`genReqId`), which no path can match, so its binding is written as that redaction
 * would write it, after the bindings of one child made once by pino: `,"reqId":"…"`.
 *
 * It relies on pino 10's `chindings` symbol (exported as `pino.symbols` for integrations) holding a logger's bindings
 * as the JSON text that follows its other fields; a child with other bindings or options is pino's own.
 */
import { symbols, type Logger } from "pino";

type Bindings = Record<string, unknown>;

/** Fastify's `childLoggerFactory`: a request's child as pino would make it, its one string binding added as text. */
export function requestChildLogger(logger: Logger, bindings: Bindings, options: object): Logger {
  const keys = Object.keys(bindings);
  const value = bindings[keys[0]];
  if (keys.length !== 1 || typeof value !== "string" || Object.keys(options).length > 0) {
    return logger.child(bindings, options);
  }
  const parent = templateOf(logger);
  const child = Object.create(parent) as Logger & Record<symbol, string>;
  child[symbols.chindingsSym] = `${parent[symbols.chindingsSym]},${JSON.stringify(keys[0])}:${JSON.stringify(value)}`;
  return child;
}

/** A child of each logger with no bindings of its own, made by pino once: the parent of every request's child. */
const templates = new WeakMap<Logger, Logger & Record<symbol, string>>();

function templateOf(logger: Logger): Logger & Record<symbol, string> {
  let template = templates.get(logger);
  if (!template) templates.set(logger, (template = logger.child({}, {}) as Logger & Record<symbol, string>));
  return template;
}
