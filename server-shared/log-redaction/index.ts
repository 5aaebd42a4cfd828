/**
 * What both servers' loggers censor (gateway/src/logger.ts, vendor-api/src/logging.ts), imported as
 * `#log-redaction`: anything that could let a log reader act as a user, an integrator or the gateway, or move a
 * vendor's money. One list, because the gateway's inputs carry the same fields the vendor API stores (payment
 * settings, bank details), so a field censored in one server's log is censored in the other's.
 */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers.operatortoken",
  'req.headers["x-admin-key"]',
  // The gateway's proof that it forwards a client address (docs/login-policy.md): sent by one, checked by the other.
  'req.headers["x-forwarding-key"]',
  "headers.authorization",
  "headers.operatorToken",
  'headers["x-forwarding-key"]',
  "*.authorization",
  "*.password",
  "*.newPassword",
  // An API token's secret, the gateway's sealed session token.
  "*.token",
  "*.operatorToken",
  "*.authCode",
  "*.sessionSecret",
  "*.secret",
  "*.otpauthUri",
  "*.qrCodeDataUrl",
  "*.challenge",
  "*.recoveryCodes",
  // Payment settings and bank details: what the payment and bank forms send and the vendor API keeps encrypted.
  "*.clientSecret",
  "*.transactionKey",
  "*.sourcePin",
  "*.signature",
  "*.tin",
  "*.routingNumber",
  "*.accountNumber",
  // A GraphQL operation's variables, one level below the operation in the gateway's lines.
  "variables.password",
  "variables.newPassword",
  "variables.authCode",
  "variables.challenge",
];

/** What pino writes in place of a censored value. */
export const REDACTION_CENSOR = "[redacted]";
