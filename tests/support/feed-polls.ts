/**
 * The gateway's polls of the vendor API's event feed (docs/system-contract.md section 13), as a counting proxy between
 * the two records them: the signal live tests wait on instead of a fixed time. A topic (a tenant and a resource) first
 * reads where the feed ends, then polls with that cursor (`after`); a change made once its topic has polled with a
 * cursor is heard by every subscriber that joined before. Joining a topic calls nothing upstream, so a topic's second
 * cursor poll after the subscriptions were sent is what says they have all joined, and, for a "nothing arrives"
 * assertion, that the events published meanwhile have been dispatched.
 */
// The live feed's module is type-graphql code, which needs the metadata polyfill loaded first.
import "reflect-metadata";
import { expect } from "vitest";
import type { LiveResource } from "#rules";
import type { CountingProxy } from "../gateway/support/counting-proxy";

/** Between two polls of one topic: polls closer than this come from more than one poller. */
export { LIVE_POLL_MS } from "../../gateway/src/modules/subscription/live-feed";

const FEED = "/system/events/feed";

export interface FeedPoll {
  /** The polling topic: the tenant (the call's `tid`) and its resource. */
  topic: string;
  /** When the proxy received the poll, in epoch milliseconds. */
  at: number;
}

/** The cursor polls recorded from now on, of one resource's topics or of all (the proxy is not reset meanwhile). */
export function watchFeedPolls(proxy: CountingProxy, resource?: LiveResource) {
  const polls: FeedPoll[] = [];
  let read = proxy.calls.length;
  const collect = () => {
    for (const call of proxy.calls.slice(read)) {
      if (call.path !== FEED) continue;
      const body = JSON.parse(call.body || "{}") as { after?: number; resourceTypes?: LiveResource[] };
      if (body.after === undefined) continue;
      if (resource && !body.resourceTypes?.includes(resource)) continue;
      polls.push({ topic: `${call.headers.tid}:${body.resourceTypes?.join(",")}`, at: call.at });
    }
    read = proxy.calls.length;
    return polls;
  };
  return {
    /** Waits until `topics` topics have each polled `times` times with a cursor since the watch began. */
    async reach(topics: number, times = 2, timeout = 15_000): Promise<FeedPoll[]> {
      await expect
        .poll(
          () => {
            const counts = new Map<string, number>();
            for (const poll of collect()) counts.set(poll.topic, (counts.get(poll.topic) ?? 0) + 1);
            return [...counts.values()].filter((count) => count >= times).length;
          },
          { timeout, interval: 20 },
        )
        .toBeGreaterThanOrEqual(topics);
      return collect();
    },
  };
}

/** Waits until `topics` topics have each polled the feed twice with a cursor from now on (see above). */
export async function feedPolled(proxy: CountingProxy, topics: number, times = 2): Promise<void> {
  await watchFeedPolls(proxy).reach(topics, times);
}
