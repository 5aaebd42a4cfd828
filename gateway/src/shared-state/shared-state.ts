/**
 * What several gateway instances behind one address must share (docs/scale-contract.md section 5): the login budgets
 * and each tenant's session epoch, which moves whenever a user, a role or a session of the tenant changes. With
 * REDIS_URL they live in Redis; without it, in this process (one gateway).
 */
import { Redis } from "ioredis";
import type { Logger } from "pino";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { LoginThrottle, type LoginBudgets } from "#login-policy";
import { LoginRateLimiter } from "../auth/login-rate-limit";
import { gatewayError, ErrorCode } from "../errors";

/** Each tenant's epoch: read on every authenticated request, moved by every change to its users, roles or sessions. */
export interface SessionEpochs {
  read(tenantId: string): Promise<string>;
  advance(tenantId: string): Promise<void>;
}

export interface SharedState {
  kind: "memory" | "redis";
  loginRateLimiter: LoginRateLimiter;
  sessionEpochs: SessionEpochs;
  /** Readiness: whether the shared store answers (always true in memory). */
  reachable(): Promise<boolean>;
  /**
   * Settles once the first connection is made or has failed: the gateway listens after it, so a request arriving at
   * once meets a connected store rather than a refusal (commands do not queue while disconnected).
   */
  connecting(): Promise<void>;
  close(): Promise<void>;
}

const KEY_PREFIX = "vendor-console:";
/** A command that takes longer fails: requests must not hang on the shared store. */
const COMMAND_TIMEOUT_MS = 1000;

/** A clear error when Redis cannot answer: logins and authenticated requests are refused rather than unchecked. */
export const sharedStateUnavailable = () =>
  gatewayError(
    ErrorCode.UPSTREAM_UNAVAILABLE,
    "The gateway cannot reach its shared state (Redis); try again shortly.",
    {
      fault: "shared-state",
    },
  );

class MemoryEpochs implements SessionEpochs {
  private readonly epochs = new Map<string, number>();
  async read(tenantId: string) {
    return String(this.epochs.get(tenantId) ?? 0);
  }
  async advance(tenantId: string) {
    this.epochs.set(tenantId, (this.epochs.get(tenantId) ?? 0) + 1);
  }
}

class RedisEpochs implements SessionEpochs {
  constructor(private readonly redis: Redis) {}
  async read(tenantId: string) {
    return (await guarded(this.redis.get(`${KEY_PREFIX}epoch:${tenantId}`))) ?? "0";
  }
  async advance(tenantId: string) {
    await guarded(this.redis.incr(`${KEY_PREFIX}epoch:${tenantId}`));
  }
}

/** A Redis failure (down, timeout) becomes the clear error; the cause goes to the log through the caller's handler. */
export async function guarded<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch {
    throw sharedStateUnavailable();
  }
}

export function createSharedState(
  redisUrl: string | undefined,
  loginRateLimit: LoginBudgets,
  logger: Logger,
): SharedState {
  if (!redisUrl) {
    return {
      kind: "memory",
      loginRateLimiter: new LoginRateLimiter(
        new LoginThrottle(loginRateLimit, (counter) => new RateLimiterMemory(counter)),
      ),
      sessionEpochs: new MemoryEpochs(),
      reachable: async () => true,
      connecting: async () => undefined,
      close: async () => undefined,
    };
  }
  const redis = new Redis(redisUrl, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: COMMAND_TIMEOUT_MS,
    // Fail at once while disconnected instead of queueing requests behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    lazyConnect: false,
  });
  let lastError = "";
  redis.on("error", (error: Error) => {
    // Logged once per distinct failure: a down Redis repeats its error on every reconnect attempt.
    if (error.message === lastError) return;
    lastError = error.message;
    logger.error({ err: { message: error.message } }, "shared state (Redis) unavailable");
  });
  redis.on("ready", () => (lastError = ""));
  const firstConnection = new Promise<void>((resolve) => {
    redis.once("ready", () => resolve());
    redis.once("error", () => resolve());
    setTimeout(resolve, COMMAND_TIMEOUT_MS).unref();
  });
  return {
    kind: "redis",
    loginRateLimiter: new LoginRateLimiter(
      new LoginThrottle(
        loginRateLimit,
        (counter) =>
          new RateLimiterRedis({ ...counter, storeClient: redis, keyPrefix: `${KEY_PREFIX}${counter.keyPrefix}` }),
      ),
    ),
    sessionEpochs: new RedisEpochs(redis),
    reachable: async () => {
      try {
        return (await redis.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    connecting: () => firstConnection,
    close: async () => {
      redis.disconnect();
    },
  };
}
