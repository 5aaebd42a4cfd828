/**
 * The one dispatcher of domain events (docs/system-contract.md section 12): a domain writes its change and emits its
 * event in one transaction (outbox.ts), and every reaction registered here runs in that same transaction, so a
 * reaction's rows commit or roll back with the change. A domain therefore imports no other domain's service for a side
 * effect: it emits, and whoever cares reacts. Readers that need no transaction (the live feed) read `domain_events`
 * after the commit instead (event-feed/service.ts).
 */
import type { Db } from "../db/connect";
import type { domainEvents } from "../db/schema";

/** An event as written (outbox.ts): what every reaction is given. */
export type EventRow = typeof domainEvents.$inferSelect;

export interface EventReaction {
  /** Names the reaction: registering one name twice keeps the first, so building an app twice reacts once. */
  name: string;
  react(tx: Db, event: EventRow): Promise<void>;
}

const reactions = new Map<string, EventReaction>();

/** Registered by the app as it is built (app.ts), before it serves anything that emits. */
export function reactToEvents(reaction: EventReaction): void {
  if (!reactions.has(reaction.name)) reactions.set(reaction.name, reaction);
}

/** Runs every reaction on `event` inside `tx`, in the order they were registered. */
export async function dispatchEvent(tx: Db, event: EventRow): Promise<void> {
  for (const reaction of reactions.values()) await reaction.react(tx, event);
}
