import { pino, type DestinationStream, type Logger } from "pino";

/** Anything that could let a log reader act as a user is censored, wherever it appears in a log line. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers.operatortoken",
  "headers.authorization",
  "headers.operatorToken",
  'headers["x-forwarding-key"]',
  "*.authorization",
  "*.password",
  "*.newPassword",
  "*.token",
  "*.operatorToken",
  "*.authCode",
  "*.sessionSecret",
  "*.secret",
  "*.otpauthUri",
  "*.qrCodeDataUrl",
  "*.challenge",
  "*.recoveryCodes",
  "variables.password",
  "variables.newPassword",
  "variables.authCode",
  "variables.challenge",
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { name: "gateway", level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } };
  return destination ? pino(options, destination) : pino(options);
}
