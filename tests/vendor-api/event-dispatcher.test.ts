/**
 * The one dispatcher of domain events (vendor-api/src/events/dispatcher.ts): a reaction runs in the transaction that
 * emits, so what it writes commits or rolls back with the change, and a reaction that fails fails the change.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEvents } from "../../vendor-api/src/db/schema";
import { reactToEvents, type EventReaction } from "../../vendor-api/src/events/dispatcher";
import { emitEvent } from "../../vendor-api/src/events/outbox";
import { startTestApi, type TestApi } from "./support/api";
import { freshTenant, uniqueName } from "./support/tenants";

let api: TestApi;
let tenantId: number;

beforeAll(async () => {
  api = await startTestApi();
  tenantId = (await freshTenant(api)).tid;
});

afterAll(async () => {
  await api.close();
});

const tripEvent = (resourceId: string) =>
  ({ tenantId, type: "TRIP_UPDATED", resourceType: "trip", resourceId, data: {} }) as const;

const eventsOf = (resourceId: string) =>
  api.db.select().from(domainEvents).where(eq(domainEvents.resourceId, resourceId));

describe("domain event reactions", () => {
  it("run in the emitting transaction, in the order registered, once for a name registered twice", async () => {
    const marker = uniqueName("dispatch");
    const seen: Array<{ reaction: string; rowsInTransaction: number }> = [];
    const watching = (reaction: string): EventReaction => ({
      name: `watch ${reaction}`,
      async react(tx, event) {
        if (event.resourceId !== marker) return;
        const rows = await tx.select().from(domainEvents).where(eq(domainEvents.id, event.id));
        seen.push({ reaction, rowsInTransaction: rows.length });
      },
    });
    reactToEvents(watching("first"));
    reactToEvents(watching("second"));
    reactToEvents(watching("first"));

    const row = await api.db.transaction((tx) => emitEvent(tx, tripEvent(marker)));

    expect(seen).toEqual([
      { reaction: "first", rowsInTransaction: 1 },
      { reaction: "second", rowsInTransaction: 1 },
    ]);
    expect((await eventsOf(marker)).map((event) => event.id)).toEqual([row.id]);
  });

  it("fail the change when one fails: neither the event nor the change is kept", async () => {
    const marker = uniqueName("refused");
    reactToEvents({
      name: "refuse the marked event",
      async react(_tx, event) {
        if (event.resourceId === marker) throw new Error("the reaction failed");
      },
    });

    await expect(api.db.transaction((tx) => emitEvent(tx, tripEvent(marker)))).rejects.toThrow("the reaction failed");

    expect(await eventsOf(marker)).toHaveLength(0);
  });
});
