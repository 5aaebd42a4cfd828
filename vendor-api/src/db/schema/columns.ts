/** The column shapes every table repeats. */
import { integer, numeric, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
/** Optimistic concurrency counter: every update must name the version it read (see protocol/versioning.ts). */
export const version = () => integer("version").notNull().default(1);

/** Money columns: exact decimals, 2 places; drizzle hands them over as strings, never floats. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
