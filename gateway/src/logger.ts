import { pino, type DestinationStream, type Logger } from "pino";
import { REDACTED_PATHS, REDACTION_CENSOR } from "#log-redaction";

/** The gateway's log: the servers' one redaction list censors secrets wherever they appear in a line. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { name: "gateway", level, redact: { paths: REDACTED_PATHS, censor: REDACTION_CENSOR } };
  return destination ? pino(options, destination) : pino(options);
}
