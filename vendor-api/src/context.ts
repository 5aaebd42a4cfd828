import type { LoginThrottle } from "#login-policy";
import type { Db } from "./db/connect";
import type { VendorApiMetrics } from "./metrics/registry";
import type { DevelopmentMailbox, MailDeliveryMode } from "./modules/notification/development-mailbox";
import type { ApiTokenRateLimit } from "./security/api-token-rate-limit";
import type { WrongCodeLimit } from "./security/wrong-code-limit";
import type { Keyring } from "./security/secrets";

/** What every module needs, passed explicitly so tests can swap the clock and the time limits. */
export interface AppContext {
  db: Db;
  now: () => Date;
  sessionTtlMinutes: number;
  authCodeTtlMs: number;
  adminKey: string;
  /** Encrypts and decrypts the secrets stored at rest (payment secrets, TIN, bank numbers). */
  secrets: Keyring;
  /** Counts login attempts per user name and client address (docs/login-policy.md). */
  loginThrottle: LoginThrottle;
  /** Requests a minute per API token (security/api-token-rate-limit.ts). */
  apiTokenRateLimit: ApiTokenRateLimit;
  /** Wrong second-factor codes per user (security/wrong-code-limit.ts). */
  wrongCodeLimit: WrongCodeLimit;
  /** Background workers (coupon code generation) run from ready to close unless false (an app only described). */
  backgroundWork?: boolean;
  /**
   * How e-mail leaves (docs/system-contract.md section 10), and in development without SMTP the messages shown instead;
   * absent: like `queued` (an app only described, or a test's that delivers nothing).
   */
  mail?: { delivery: MailDeliveryMode; mailbox?: DevelopmentMailbox };
  /** NODE_ENV=production: webhooks go only to https URLs of public addresses (docs/system-contract.md section 12). */
  production?: boolean;
  /** Outside production: webhooks may also go to loopback addresses (WEBHOOK_ALLOW_LOOPBACK); absent: refused. */
  webhookLoopback?: boolean;
  /** The Prometheus metrics when VENDOR_API_METRICS_PORT is set (metrics/); absent: none are kept. */
  metrics?: VendorApiMetrics;
  /** Lists count their matches exactly up to this many, then answer it with `totalIsLowerBound` (db/list-query.ts). */
  listCountLimit?: number;
  /**
   * The speed tricks (VENDOR_API_FAST_PATHS, docs/scale-contract.md section 4): request schemas compiled on first use,
   * the request gate's session query prepared once; false: the plain ways, same answers. Absent: on.
   */
  fastPaths?: boolean;
}
