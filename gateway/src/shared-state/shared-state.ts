/**
 * What several gateway instances behind one address must share (docs/scale-contract.md section 5): the login budgets,
 * each API token's requests of the minute and the newest access epoch the vendor API reported for each tenant, which moves whenever a user, a role or a
 * session of the tenant changes. With REDIS_URL they live in Redis; without it, in this process (one gateway).
 */
import { Redis } from "ioredis";
import type { Logger } from "pino";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { LoginThrottle, type LoginBudgets } from "#login-policy";
import { ApiTokenRateLimiter } from "../auth/api-token";
import { LoginRateLimiter } from "../auth/login-rate-limit";
import { sharedStateUnavailable } from "../errors";
import { MemoryLiveEventBus, RedisLiveEventBus, type LiveEventBus } from "./live-events";

/**
 * The newest access epoch the vendor API has reported for each tenant (docs/foundation-contract.md section 1, "Access
 * epoch"): read on every authenticated request, raised by every answer that reports a newer one. Never lowered, so a
 * late answer cannot bring back an epoch a change has left behind. `undefined` until one was reported.
 */
export interface AccessEpochs {
  read(tenantId: string): Promise<string | undefined>;
  observe(tenantId: string, epoch: string): Promise<void>;
}

export interface SharedState {
  kind: "memory" | "redis";
  loginRateLimiter: LoginRateLimiter;
  /** Each API token's requests in the current minute. */
  apiTokenRateLimiter: ApiTokenRateLimiter;
  accessEpochs: AccessEpochs;
  /** Who polls the vendor API's event feed and how its events reach every gateway (live-events.ts). */
  liveEvents: LiveEventBus;
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
/**
 * Longer than a command's: a slow connection makes no request wait (commands fail at once while disconnected), and
 * a process still building its schema may not look at the socket for over a second; a refused connection fails at
 * once whatever this says.
 */
const CONNECT_TIMEOUT_MS = 10_000;

class MemoryEpochs implements AccessEpochs {
  private readonly epochs = new Map<string, bigint>();
  async read(tenantId: string) {
    return this.epochs.get(tenantId)?.toString();
  }
  async observe(tenantId: string, epoch: string) {
    const seen = this.epochs.get(tenantId);
    if (seen === undefined || BigInt(epoch) > seen) this.epochs.set(tenantId, BigInt(epoch));
  }
}

/** KEYS: the tenant's epoch. ARGV: the reported epoch. Raises the stored epoch, never lowers it. */
const RAISE = `
local current = redis.call('GET', KEYS[1])
if not current or tonumber(current) < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1]) end
return 1
`;

class RedisEpochs implements AccessEpochs {
  /** What this gateway has already written: most answers report an epoch already stored, and cost no write. */
  private readonly written = new Map<string, bigint>();
  constructor(private readonly redis: Redis) {}
  async read(tenantId: string) {
    const epoch = await guarded(this.redis.get(`${KEY_PREFIX}access-epoch:${tenantId}`));
    // Redis lost it (restart, eviction): write the next report again rather than trust what was written before.
    if (epoch === null) this.written.delete(tenantId);
    return epoch ?? undefined;
  }
  async observe(tenantId: string, epoch: string) {
    const value = BigInt(epoch);
    const written = this.written.get(tenantId);
    if (written !== undefined && value <= written) return;
    await guarded(this.redis.eval(RAISE, 1, `${KEY_PREFIX}access-epoch:${tenantId}`, epoch));
    this.written.set(tenantId, value);
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
  apiTokenRateLimit: number,
): SharedState {
  const apiTokenBudget = { points: apiTokenRateLimit, duration: 60, keyPrefix: "api-token" };
  if (!redisUrl) {
    return {
      kind: "memory",
      loginRateLimiter: new LoginRateLimiter(
        new LoginThrottle(loginRateLimit, (counter) => new RateLimiterMemory(counter)),
      ),
      apiTokenRateLimiter: new ApiTokenRateLimiter(new RateLimiterMemory(apiTokenBudget)),
      accessEpochs: new MemoryEpochs(),
      liveEvents: new MemoryLiveEventBus(),
      reachable: async () => true,
      connecting: async () => undefined,
      close: async () => undefined,
    };
  }
  const redis = new Redis(redisUrl, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Fail at once while disconnected instead of queueing requests behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    lazyConnect: false,
    // Every authenticated request reads its tenant's epoch: the commands of one turn of the event loop go in one
    // write, so a burst of requests (a flash sale, docs/scale-contract.md section 11) costs a write, not one each.
    enableAutoPipelining: true,
  });
  let lastError = "";
  redis.on("error", (error: Error) => {
    // Logged once per distinct failure: a down Redis repeats its error on every reconnect attempt.
    if (error.message === lastError) return;
    lastError = error.message;
    logger.error({ err: { message: error.message } }, "shared state (Redis) unavailable");
  });
  redis.on("ready", () => (lastError = ""));
  const liveEvents = new RedisLiveEventBus(redis, logger);
  const firstConnection = new Promise<void>((resolve) => {
    redis.once("ready", () => resolve());
    redis.once("error", () => resolve());
    setTimeout(resolve, CONNECT_TIMEOUT_MS).unref();
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
    apiTokenRateLimiter: new ApiTokenRateLimiter(
      new RateLimiterRedis({
        ...apiTokenBudget,
        storeClient: redis,
        keyPrefix: `${KEY_PREFIX}${apiTokenBudget.keyPrefix}`,
      }),
    ),
    accessEpochs: new RedisEpochs(redis),
    liveEvents,
    reachable: async () => {
      try {
        return (await redis.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    connecting: () => firstConnection,
    close: async () => {
      liveEvents.close();
      redis.disconnect();
    },
  };
}
