/**
 * The fan-out of the vendor API's event feed to live subscriptions (docs/system-contract.md section 13,
 * docs/scale-contract.md section 5). Subscribers are grouped by topic, a tenant and a resource: a gateway polls the
 * feed once per topic, whatever its number of subscribers, with the session of one of them (who may list that
 * resource, so the vendor API answers it), and only while it holds the topic's lease (with Redis one gateway of all
 * polls, and every gateway hears what it publishes). Each subscriber's own permission is checked again before each
 * batch reaches it, through the permission cache and the access epoch the HTTP path uses, so a role edit or an ended
 * session stops its events from the next one.
 */
import { GraphQLError } from "graphql";
import type { Logger } from "pino";
import type { LiveResource } from "#rules";
import type { SessionPayload } from "../../auth/session-token";
import type { GatewayServices } from "../../context";
import { ErrorCode, gatewayError } from "../../errors";
import type { RestClient } from "../../rest/client";
import { sessionPermissions } from "../account/permission.loaders";
import { readEventFeed, type LiveEvent } from "./live-event.upstream";

/**
 * Between two polls of a topic. The latency goal (an event at 500 subscribers within 1 s) leaves room for a quarter
 * of a second of waiting, half of it on average, at four feed calls a second per topic across all gateways.
 */
export const LIVE_POLL_MS = 250;
/** The most events one poll asks for; a full answer is followed by the next poll at once. */
const FEED_LIMIT = 500;
/** Events a slow subscriber may have waiting; beyond it the oldest go (the console refetches anyway). */
const QUEUE_MAX = 1000;
/** Pages of the feed a resuming subscription (`after`) may read back: FEED_LIMIT events each. */
const REPLAY_PAGES_MAX = 20;

/** One graphql-ws connection's session, as its subscriptions use it. */
export interface LiveConnection {
  session: SessionPayload;
  /** Bound to the session; records no calls (a connection lives for hours). */
  rest: RestClient;
  /** Ends the connection with a graphql-transport-ws close code (4401: the session ended). */
  close(code: number, reason: string): void;
}

interface Subscriber {
  connection: LiveConnection;
  permission: { type: "page" | "cmd"; url: string };
  accepts(event: LiveEvent): boolean;
  queue: EventQueue;
  /** Batches reach a subscriber in order even when one waits for a permission load. */
  delivered: Promise<void>;
}

/** A subscription's events, as graphql-js iterates them; `return()` (the client or the socket went) unsubscribes. */
class EventQueue implements AsyncIterableIterator<LiveEvent> {
  private readonly buffer: LiveEvent[] = [];
  private waiting: ((result: IteratorResult<LiveEvent>) => void) | undefined;
  private done = false;
  /** The last event's id: a replayed event that the topic also published reaches the subscriber once. */
  private last = 0;
  /** While a resuming subscription reads back what it missed, the topic's events wait here. */
  private held: LiveEvent[] | undefined;

  constructor(private readonly onEnd: () => void) {}

  /** Holds the topic's events from now until `release`, so the replayed ones come first. */
  hold(): void {
    this.held = [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const event of held.sort((a, b) => a.id - b.id)) this.push(event);
  }

  push(event: LiveEvent): void {
    if (this.done) return;
    if (this.held) this.held.push(event);
    else this.deliver(event);
  }

  /** A replayed event: passes the hold, which keeps the topic's newer ones behind it. */
  replayed(event: LiveEvent): void {
    if (!this.done) this.deliver(event);
  }

  private deliver(event: LiveEvent): void {
    if (event.id <= this.last) return;
    this.last = event.id;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value: event, done: false });
      return;
    }
    this.buffer.push(event);
    if (this.buffer.length > QUEUE_MAX) this.buffer.shift();
  }

  next(): Promise<IteratorResult<LiveEvent>> {
    const event = this.buffer.shift();
    if (event) return Promise.resolve({ value: event, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<LiveEvent>> {
    if (!this.done) {
      this.done = true;
      this.buffer.length = 0;
      this.onEnd();
      this.waiting?.({ value: undefined, done: true });
      this.waiting = undefined;
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(): Promise<IteratorResult<LiveEvent>> {
    return this.return();
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

class Topic {
  readonly subscribers = new Set<Subscriber>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private unlisten: (() => void) | undefined;
  private lastFailure = "";
  /** The feed's cursor as this gateway last read or advanced it. */
  private lastCursor: number | undefined;
  /** Settles once the topic has its cursor: a subscription answers after it, so it hears every later event. */
  readonly ready: Promise<void>;

  constructor(
    private readonly key: string,
    private readonly resource: LiveResource,
    private readonly feed: LiveFeed,
    first: Subscriber,
  ) {
    this.subscribers.add(first);
    this.unlisten = feed.bus.listen(key, (message) => this.dispatch(message));
    this.ready = this.poll().then(
      (full) => this.schedule(full ? 0 : LIVE_POLL_MS),
      () => this.schedule(),
    );
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.unlisten?.();
    this.unlisten = undefined;
    this.feed.bus.release(this.key).catch(() => undefined);
  }

  private schedule(delay = LIVE_POLL_MS): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.poll()
        .then((full) => this.schedule(full ? 0 : LIVE_POLL_MS))
        .catch(() => this.schedule());
    }, delay);
    this.timer.unref();
  }

  /** One poll, when this gateway holds the lease; answers whether the feed had more than it answered. */
  private async poll(): Promise<boolean> {
    const poller = this.subscribers.values().next().value;
    if (!poller) return false;
    try {
      if (!(await this.feed.bus.claim(this.key))) return false;
      if (!(await this.feed.permitted(poller))) {
        // It may no longer list the resource: another subscriber polls next time.
        this.rotate(poller);
        return false;
      }
      const cursor = await this.feed.bus.cursor(this.key);
      if (cursor === undefined) {
        // A shared state that lost the cursor (Redis restarted empty) goes on from the last one this gateway knew,
        // so what was committed meanwhile still reaches the subscribers; a new topic starts from now.
        const known = this.lastCursor;
        const last = known ?? (await readEventFeed(poller.connection.rest, {})).last;
        await this.feed.bus.advance(this.key, last);
        this.lastCursor = last;
        return known !== undefined;
      }
      const answer = await readEventFeed(poller.connection.rest, {
        after: cursor,
        limit: FEED_LIMIT,
        resourceTypes: [this.resource],
      });
      if (answer.list.length > 0) await this.feed.bus.publish(this.key, JSON.stringify(answer.list));
      if (answer.last !== cursor) await this.feed.bus.advance(this.key, answer.last);
      this.lastCursor = answer.last;
      this.lastFailure = "";
      return answer.list.length === FEED_LIMIT;
    } catch (error) {
      if (this.feed.endIfSessionEnded(poller, error)) return false;
      this.rotate(poller);
      const message = (error as Error).message;
      if (message !== this.lastFailure) {
        this.lastFailure = message;
        this.feed.log.warn({ err: { message }, topic: this.key }, "could not read the event feed");
      }
      return false;
    }
  }

  private rotate(subscriber: Subscriber): void {
    if (!this.subscribers.delete(subscriber)) return;
    this.subscribers.add(subscriber);
  }

  private dispatch(message: string): void {
    const events = JSON.parse(message) as LiveEvent[];
    for (const event of events) this.lastCursor = Math.max(this.lastCursor ?? 0, event.id);
    for (const subscriber of this.subscribers) {
      subscriber.delivered = subscriber.delivered.then(async () => {
        if (!(await this.feed.permitted(subscriber))) return;
        for (const event of events) if (subscriber.accepts(event)) subscriber.queue.push(event);
      });
    }
  }
}

export class LiveFeed {
  private readonly topics = new Map<string, Topic>();

  constructor(
    private readonly services: GatewayServices,
    readonly log: Logger = services.logger,
  ) {}

  get bus() {
    return this.services.sharedState.liveEvents;
  }

  /**
   * The resource's events of the connection's tenant, as long as its session holds `permission`; FORBIDDEN at once
   * when it does not.
   */
  async subscribe(
    resource: LiveResource,
    connection: LiveConnection,
    permission: { type: "page" | "cmd"; url: string },
    accepts: (event: LiveEvent) => boolean = () => true,
    after?: number,
  ): Promise<AsyncIterableIterator<LiveEvent>> {
    const key = `${connection.session.tenantId}:${resource}`;
    const subscriber: Subscriber = {
      connection,
      permission,
      accepts,
      delivered: Promise.resolve(),
      queue: new EventQueue(() => this.leave(key, subscriber)),
    };
    if (!(await this.permitted(subscriber, { refuse: true }))) {
      throw gatewayError(ErrorCode.FORBIDDEN, "Insufficient permissions, please contact the administrator", {
        requiredPermission: permission,
      });
    }
    if (after !== undefined) subscriber.queue.hold();
    const topic = this.topics.get(key);
    if (topic) {
      topic.subscribers.add(subscriber);
      await topic.ready;
    } else {
      const created = new Topic(key, resource, this, subscriber);
      this.topics.set(key, created);
      await created.ready;
    }
    if (after !== undefined) {
      try {
        await this.replay(subscriber, resource, after);
      } catch (error) {
        await subscriber.queue.return();
        throw error;
      }
      subscriber.queue.release();
    }
    return subscriber.queue;
  }

  /**
   * A resuming subscriber's missed events: the feed after `after`, read with its own session (so its tenant's, of what
   * it may list), while the topic's events wait in its queue; the queue then lets each event through once, in order.
   */
  private async replay(subscriber: Subscriber, resource: LiveResource, after: number): Promise<void> {
    let cursor = after;
    for (let page = 0; page < REPLAY_PAGES_MAX; page++) {
      const answer = await readEventFeed(subscriber.connection.rest, {
        after: cursor,
        limit: FEED_LIMIT,
        resourceTypes: [resource],
      });
      for (const event of answer.list) if (subscriber.accepts(event)) subscriber.queue.replayed(event);
      if (answer.list.length < FEED_LIMIT) return;
      cursor = answer.last;
    }
    throw gatewayError(
      ErrorCode.BAD_USER_INPUT,
      `\`after\` is more than ${REPLAY_PAGES_MAX * FEED_LIMIT} events back: fetch the list again and subscribe without it.`,
    );
  }

  close(): void {
    for (const topic of this.topics.values()) topic.stop();
    this.topics.clear();
  }

  private leave(key: string, subscriber: Subscriber): void {
    const topic = this.topics.get(key);
    if (!topic) return;
    topic.subscribers.delete(subscriber);
    if (topic.subscribers.size > 0) return;
    topic.stop();
    this.topics.delete(key);
  }

  /**
   * Whether the subscriber's session still holds its permission: the cached permissions while the tenant's access
   * epoch stands, a fresh load otherwise. An ended or expired session closes its connection (4401). `refuse`: a
   * failure to tell is thrown (a new subscription learns why) rather than answered as "no".
   */
  async permitted(subscriber: Subscriber, options: { refuse?: boolean } = {}): Promise<boolean> {
    const { session, rest } = subscriber.connection;
    // A sealed session ends at its expiry; an API token's session is asked of the vendor API on each load instead.
    if (!session.apiTokenId && session.expiresAt <= Date.now()) {
      subscriber.connection.close(4401, "Unauthorized: the session has expired");
      return false;
    }
    try {
      const permissions = await sessionPermissions(this.services, rest, session);
      const { type, url } = subscriber.permission;
      return permissions.some((granted) => granted.type === type && granted.url === url);
    } catch (error) {
      if (this.endIfSessionEnded(subscriber, error) || !options.refuse) return false;
      throw error;
    }
  }

  /** The vendor API said the session has ended (revoked token, logout, forbidden user): its connection goes. */
  endIfSessionEnded(subscriber: Subscriber, error: unknown): boolean {
    if (!(error instanceof GraphQLError) || error.extensions.code !== ErrorCode.UNAUTHENTICATED) return false;
    subscriber.connection.close(4401, "Unauthorized: the session has ended");
    return true;
  }
}
