import type { Db } from "./db/connect";

/** What every module needs, passed explicitly so tests can swap the clock and the time limits. */
export interface AppContext {
  db: Db;
  now: () => Date;
  sessionTtlMinutes: number;
  authCodeTtlMs: number;
  adminKey: string;
}
