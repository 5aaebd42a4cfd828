/**
 * A graphql-ws client as an integrator writes one (docs/integrating.md, "Subscribing with graphql-ws"), for the
 * gateway, resilience and bench suites: each subscription collects what it hears; `until` waits for an answer.
 */
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

export interface Heard<T> {
  data: T[];
  /** GraphQL errors of the subscription, or the close event that ended it. */
  errors: unknown[];
  /** The first answer (data or error) `matches` accepts, within `timeoutMs`. */
  until(matches: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  /** The first error, within `timeoutMs`. */
  failure(timeoutMs?: number): Promise<unknown>;
  stop(): void;
}

export interface LiveClient {
  client: Client;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely, like graphql-client's gql
  subscribe<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Heard<T>;
  close(): Promise<void>;
}

async function waitFor<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** `token`: a session token or an API token, sent in connection_init; none: nothing is sent. */
export function liveClient(gatewayUrl: string, token?: string, options: { retry?: boolean } = {}): LiveClient {
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : undefined,
    retryAttempts: options.retry ? 150 : 0,
    retryWait: async () => new Promise((resolve) => setTimeout(resolve, 200)),
    shouldRetry: () => options.retry === true,
  });
  return {
    client,
    subscribe<T>(query: string, variables?: Record<string, unknown>): Heard<T> {
      const data: T[] = [];
      const errors: unknown[] = [];
      const stop = client.subscribe<T>(
        { query, variables },
        {
          next: (result) => (result.errors ? errors.push(...result.errors) : data.push(result.data as T)),
          error: (error) => errors.push(error),
          complete: () => undefined,
        },
      );
      return {
        data,
        errors,
        until: (matches, timeoutMs = 8000) => waitFor(() => data.find(matches), timeoutMs, "a matching event"),
        failure: (timeoutMs = 8000) => waitFor(() => errors[0], timeoutMs, "an error"),
        stop,
      };
    },
    close: () => client.dispose() as Promise<void>,
  };
}
