/**
 * Requests a minute per API token (API_TOKEN_RATE_LIMIT, docs/system-contract.md section 11), counted by the vendor API
 * itself: an integrator who calls it without the gateway gets no more requests than through it. A request through the
 * gateway counts once here too, as it does there: the gateway opens each request of a token with
 * `/vendor/api-token/session`, which counts, and the data calls it then makes with its forwarding key on that
 * request's behalf do not (security/forwarding.ts). Every other call that presents a token counts. The counters live
 * where the login throttle's do (login-throttle.ts): in PostgreSQL when the API runs on it, shared by its processes,
 * else in memory.
 */
import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { Codes } from "../protocol/codes";
import { BusinessError } from "../protocol/errors";
import { createCounterTable } from "./login-throttle";

const TABLE = "api_token_rate_limit";
const WINDOW_SECONDS = 60;

export class ApiTokenRateLimit {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /**
   * Counts one request of the token, or refuses it (21431, with the seconds until the minute's budget is back). Keyed
   * by the token's id, once the token is known to be live: a flood of made-up tokens fills no counters.
   */
  async spend(apiTokenId: number): Promise<void> {
    try {
      await this.limiter.consume(String(apiTokenId));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new BusinessError(Codes.tooManyTokenRequests, {
        params: { seconds },
        result: { retryAfterSeconds: seconds },
      });
    }
  }
}

export async function createApiTokenRateLimit(
  requestsPerMinute: number,
  pool: pg.Pool | undefined,
): Promise<ApiTokenRateLimit> {
  const budget = { keyPrefix: "api-token", points: requestsPerMinute, duration: WINDOW_SECONDS };
  if (!pool) return new ApiTokenRateLimit(new RateLimiterMemory(budget));
  await createCounterTable(pool, TABLE);
  return new ApiTokenRateLimit(
    new RateLimiterPostgres({ ...budget, storeClient: pool, storeType: "pool", tableName: TABLE, tableCreated: true }),
  );
}
