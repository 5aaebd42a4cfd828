import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import { PermissionCache } from "./auth/permission-cache";
import { SessionSealer } from "./auth/session-token";
import type { GatewayConfig } from "./config";
import type { GatewayServices } from "./context";
import type { Tracing } from "#tracing";
import type { GatewayMetrics } from "./metrics/registry";
import { DictionaryCache } from "./modules/dictionary/dictionary.cache";
import { UpstreamPools } from "./rest/pools";
import { createSharedState } from "./shared-state/shared-state";

/**
 * The long-lived pieces of one gateway instance (pools, caches, limiter, sealer, shared state). Close with
 * `pools.close()` and `sharedState.close()`.
 */
export function createServices(
  config: GatewayConfig,
  logger: Logger,
  metrics?: GatewayMetrics,
  tracing?: Tracing,
): GatewayServices {
  const sharedState = createSharedState(config.redisUrl, config.loginRateLimit, logger, config.apiTokenRateLimit);
  return {
    config,
    logger,
    pools: new UpstreamPools({ timeoutMs: config.upstreamTimeoutMs, ...config.upstreamLimits }),
    sealer: new SessionSealer(config.sessionSecret),
    sharedState,
    rateLimiter: sharedState.loginRateLimiter,
    apiTokenRateLimiter: sharedState.apiTokenRateLimiter,
    permissionCache: new PermissionCache(sharedState.accessEpochs),
    dictionaryCache: new DictionaryCache(),
    version: readProductVersion(),
    metrics,
    tracing,
  };
}

function readProductVersion(): string {
  const file = fileURLToPath(new URL("../../package.json", import.meta.url));
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}
