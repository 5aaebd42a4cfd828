import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import { LoginRateLimiter } from "./auth/login-rate-limit";
import { SessionSealer } from "./auth/session-token";
import type { GatewayConfig } from "./config";
import type { GatewayServices } from "./context";
import { DictionaryCache } from "./modules/dictionary/dictionary.cache";
import { UpstreamPools } from "./rest/pools";

/** The long-lived pieces of one gateway instance (pools, caches, limiter, sealer). Close with `pools.close()`. */
export function createServices(config: GatewayConfig, logger: Logger): GatewayServices {
  return {
    config,
    logger,
    pools: new UpstreamPools({ timeoutMs: config.upstreamTimeoutMs, ...config.upstreamLimits }),
    sealer: new SessionSealer(config.sessionSecret),
    rateLimiter: new LoginRateLimiter(config.loginRateLimit),
    dictionaryCache: new DictionaryCache(),
    version: readProductVersion(),
  };
}

function readProductVersion(): string {
  const file = fileURLToPath(new URL("../../package.json", import.meta.url));
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}
