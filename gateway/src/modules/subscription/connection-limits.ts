/**
 * What one caller may hold of the graphql-ws server (docs/system-contract.md section 13, the README's configuration):
 * connections per session or API token, subscriptions per connection, `subscribe` messages per second, and the bytes
 * waiting to be sent to a socket. Each is counted by this process for the connections it holds: with several gateways
 * (REDIS_URL) a session may hold the connection limit on each of them, which still bounds what one gateway spends.
 */
import type { GraphQLError } from "graphql";
import { WebSocket } from "ws";
import type { SessionPayload } from "../../auth/session-token";
import type { SubscriptionLimits } from "../../config";
import { ErrorCode, gatewayError } from "../../errors";

/** Close codes of these limits, beside graphql-ws's own (4400, 4401, 4403, 4408, 4409, 4429, 4500). */
export const LimitCloseCode = {
  /**
   * The session or API token already holds SUBSCRIPTION_CONNECTIONS_PER_SESSION connections on this gateway. 4429 is
   * graphql-ws's "too many" code, which its client does not retry: another attempt would be refused alike while the
   * other connections stay open.
   */
  TooManyConnections: 4429,
  /** The client did not read: more than SUBSCRIPTION_SEND_QUEUE_BYTES waited to be sent (1008, policy, as 4xxx). */
  SendQueueFull: 4008,
} as const;

/** Connections this process holds per session or API token. */
export class ConnectionCounter {
  private readonly held = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts a connection of the session: its release (call once, when it closes), or undefined when over the limit. */
  acquire(session: SessionPayload): (() => void) | undefined {
    // An API token's sessions share one budget whatever their requests; a person's session is its upstream token.
    const key = session.apiTokenId ? `token:${session.apiTokenId}` : `session:${session.operatorToken}`;
    const count = this.held.get(key) ?? 0;
    if (count >= this.max) return undefined;
    this.held.set(key, count + 1);
    return () => {
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }
}

/**
 * One connection's `subscribe` messages: at most `subscribesPerSecond` in a second (a window that opens with the
 * first message after the last one closed), and at most `perConnection` subscriptions open. Every message counts
 * against the rate, refused ones too, so a flood is answered with refusals only.
 */
export class SubscribeBudget {
  private windowStart = Number.NEGATIVE_INFINITY;
  private inWindow = 0;

  constructor(
    private readonly limits: SubscriptionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** The refusal of a `subscribe` message when `open` subscriptions (this one not among them) are over a limit. */
  refusal(open: number): GraphQLError | undefined {
    const now = this.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.inWindow = 0;
    }
    this.inWindow += 1;
    if (this.inWindow > this.limits.subscribesPerSecond) {
      return gatewayError(
        ErrorCode.RATE_LIMITED,
        `More than ${this.limits.subscribesPerSecond} subscribe messages in a second on this connection; subscribe again shortly.`,
        { limit: "SUBSCRIBE_MESSAGES_PER_SECOND", retryAfterSeconds: 1 },
      );
    }
    if (open >= this.limits.perConnection) {
      return gatewayError(
        ErrorCode.RATE_LIMITED,
        `This connection already has ${this.limits.perConnection} subscriptions; complete one before starting another.`,
        { limit: "SUBSCRIPTIONS_PER_CONNECTION" },
      );
    }
    return undefined;
  }
}

/**
 * Whether the socket's client reads what it is sent: a socket with more than `maxBytes` waiting (ws's
 * `bufferedAmount`: what the kernel has not taken) is closed with 4008 and sent nothing more. Called before each
 * event and on each message or ping the client sends, since each of those makes the gateway answer. The close frame
 * waits behind the queued bytes; ws drops the socket when the client has not answered it within 30 s.
 */
export function readsWhatItIsSent(socket: WebSocket, maxBytes: number): boolean {
  if (socket.readyState !== WebSocket.OPEN) return false;
  if (socket.bufferedAmount <= maxBytes) return true;
  socket.close(LimitCloseCode.SendQueueFull, "The client does not read what it is sent");
  return false;
}
