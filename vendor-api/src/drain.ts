/**
 * SHUTDOWN_DRAIN_MS, read by both servers' entries (`npm run vendor-api -- serve`, `npm start`): how long a server
 * keeps serving after SIGTERM while its /readyz answers 503 "draining", so that a proxy checking it sees it leave and
 * sends it nothing new before it stops listening (docs/system-contract.md, "Production topology"). 0 (the default):
 * stop at once, as a developer's Ctrl-C wants. Requests in flight are always finished before the process ends.
 */
import { ConfigError } from "./config";

export function shutdownDrainMs(environment: NodeJS.ProcessEnv = process.env): number {
  const value = environment.SHUTDOWN_DRAIN_MS?.trim();
  if (!value) return 0;
  if (!/^\d+$/.test(value) || Number(value) > 600_000)
    throw new ConfigError("Invalid configuration:\n  SHUTDOWN_DRAIN_MS: must be a whole number of ms from 0 to 600000");
  return Number(value);
}
