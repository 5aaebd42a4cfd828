/**
 * The gateway's polls of the vendor API's event feed (docs/system-contract.md section 13), as the vendor API counts
 * them on its metrics: what a live test waits on instead of a fixed time. A new topic first reads where the feed ends,
 * then polls with that cursor, and a change made after that is heard; so two polls answered after a subscription was
 * sent say that its topic has its cursor (other topics' polls only make the wait longer than it needs to be).
 */
import { expect, inject } from "vitest";
import { parsePrometheusText } from "../../support/prometheus-text";

const FEED_POLLS = { name: "vendor_api_http_requests_total", labels: { route: "/system/events/feed", outcome: "ok" } };

/** The event feed polls the vendor API has answered so far. */
export async function feedPolls(): Promise<number> {
  const text = await (await fetch(inject("vendorApiMetricsUrl"))).text();
  return parsePrometheusText(text).count(FEED_POLLS.name, FEED_POLLS.labels);
}

/** Waits until the vendor API has answered `polls` more event feed polls than `since`. */
export async function feedPolledSince(since: number, polls = 2): Promise<void> {
  await expect.poll(feedPolls, { interval: 50 }).toBeGreaterThanOrEqual(since + polls);
}
