/**
 * How gateways share the polling of the vendor API's event feed (docs/scale-contract.md section 5): per topic (a
 * tenant and a resource), one gateway holds a short lease, polls the feed, moves the shared cursor and publishes what
 * it read; every gateway with subscribers of the topic hears it. In memory (no REDIS_URL) this process is the only
 * gateway: it always holds the lease and hears its own publications. What is published is the feed's events, the
 * same fields a webhook carries: never a token or a session.
 */
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "pino";

export interface LiveEventBus {
  /** Whether this gateway polls the topic now; asking again while holding it keeps the lease. */
  claim(topic: string): Promise<boolean>;
  /** Gives the lease up (the gateway's last subscriber of the topic left). */
  release(topic: string): Promise<void>;
  /** The feed cursor the topic's poller reached; undefined: start now. */
  cursor(topic: string): Promise<number | undefined>;
  advance(topic: string, cursor: number): Promise<void>;
  publish(topic: string, message: string): Promise<void>;
  /** Hears every publication of the topic (its own included) until the returned function is called. */
  listen(topic: string, onMessage: (message: string) => void): () => void;
  close(): void;
}

type Listeners = Map<string, Set<(message: string) => void>>;

function addListener(listeners: Listeners, topic: string, onMessage: (message: string) => void) {
  const set = listeners.get(topic) ?? new Set();
  const first = set.size === 0;
  set.add(onMessage);
  listeners.set(topic, set);
  return {
    first,
    remove(): boolean {
      set.delete(onMessage);
      if (set.size > 0) return false;
      listeners.delete(topic);
      return true;
    },
  };
}

export class MemoryLiveEventBus implements LiveEventBus {
  private readonly cursors = new Map<string, number>();
  private readonly listeners: Listeners = new Map();
  async claim() {
    return true;
  }
  async release(topic: string) {
    this.cursors.delete(topic);
  }
  async cursor(topic: string) {
    return this.cursors.get(topic);
  }
  async advance(topic: string, cursor: number) {
    this.cursors.set(topic, cursor);
  }
  async publish(topic: string, message: string) {
    for (const listener of this.listeners.get(topic) ?? []) listener(message);
  }
  listen(topic: string, onMessage: (message: string) => void) {
    const listener = addListener(this.listeners, topic, onMessage);
    return () => void listener.remove();
  }
  close() {
    this.listeners.clear();
  }
}

const PREFIX = "vendor-console:live:";
/** A poller that stops renewing (its gateway died) hands the topic over after this long. */
const LEASE_MS = 3000;
/** A topic nobody polls for this long starts again from now: subscribers are not owed a replay (section 13). */
const CURSOR_TTL_MS = 10 * 60 * 1000;

/** KEYS: the lease. ARGV: this gateway's id, the lease's length. Takes a free lease or renews its own. */
const CLAIM = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if not holder then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0
`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end return 1`;

export class RedisLiveEventBus implements LiveEventBus {
  private readonly id = randomUUID();
  private readonly listeners: Listeners = new Map();
  private subscriber: Redis | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {}

  async claim(topic: string) {
    return (await this.redis.eval(CLAIM, 1, `${PREFIX}lease:${topic}`, this.id, LEASE_MS)) === 1;
  }
  async release(topic: string) {
    await this.redis.eval(RELEASE, 1, `${PREFIX}lease:${topic}`, this.id);
  }
  async cursor(topic: string) {
    const value = await this.redis.get(`${PREFIX}cursor:${topic}`);
    return value === null ? undefined : Number(value);
  }
  async advance(topic: string, cursor: number) {
    await this.redis.set(`${PREFIX}cursor:${topic}`, String(cursor), "PX", CURSOR_TTL_MS);
  }
  async publish(topic: string, message: string) {
    await this.redis.publish(`${PREFIX}events:${topic}`, message);
  }
  listen(topic: string, onMessage: (message: string) => void) {
    const subscriber = this.subscriberConnection();
    const listener = addListener(this.listeners, topic, onMessage);
    const channel = `${PREFIX}events:${topic}`;
    if (listener.first) subscriber.subscribe(channel).catch((error: Error) => this.failed(error));
    return () => {
      if (listener.remove()) subscriber.unsubscribe(channel).catch((error: Error) => this.failed(error));
    };
  }
  close() {
    this.subscriber?.disconnect();
  }

  /**
   * A connection in subscriber mode can issue nothing else, so it is a second one, opened with the first listener.
   * Unlike the command connection it queues while reconnecting and subscribes again afterwards (ioredis'
   * autoResubscribe): a publication missed meanwhile is lost, which section 13 allows.
   */
  private subscriberConnection(): Redis {
    if (!this.subscriber) {
      this.subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
      this.subscriber.on("error", (error: Error) => this.failed(error));
      this.subscriber.on("message", (channel: string, message: string) => {
        for (const listener of this.listeners.get(channel.slice(`${PREFIX}events:`.length)) ?? []) listener(message);
      });
    }
    return this.subscriber;
  }

  private lastError = "";
  private failed(error: Error) {
    if (error.message === this.lastError) return;
    this.lastError = error.message;
    this.logger.error({ err: { message: error.message } }, "live events (Redis) unavailable");
  }
}
