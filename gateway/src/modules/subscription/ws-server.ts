/**
 * Subscriptions over graphql-ws (the graphql-transport-ws protocol) on the HTTP server and path of /graphql
 * (docs/system-contract.md section 13). `connection_init` carries `{authorization: "Bearer <session or API token>"}`,
 * verified as the HTTP path verifies it (context.ts) and confirmed live by the vendor API; refused: 4401. Only
 * subscriptions run here, under the same document limits and trusted-document mode as HTTP, and within what one caller
 * may hold (connection-limits.ts).
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import { CloseCode } from "graphql-ws";
import { useServer, type Extra } from "graphql-ws/use/ws";
import { WebSocket, WebSocketServer } from "ws";
import { createContext, sessionRestClient, type GatewayServices } from "../../context";
import { ErrorCode } from "../../errors";
import { formatError, QUERY_LIMITS, queryLimits } from "../../graphql-server";
import { selectOperation } from "../../operation-selection";
import { passwordChangeRequired } from "../../rest/error-mapping";
import type { TrustedDocuments, TrustedDocumentsMode } from "../../trusted-documents";
import { sessionPermissions } from "../account/permission.loaders";
import { ConnectionCounter, LimitCloseCode, readsWhatItIsSent, SubscribeBudget } from "./connection-limits";
import type { LiveContext } from "./live-change.resolver";
import { LiveFeed, type LiveConnection } from "./live-feed";

/** A connection_init or subscribe message is small; anything larger is not a client of this protocol. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** The WebSocket close code of a server going down for a restart (RFC 6455 registry): clients reconnect. */
const SERVICE_RESTART = 1012;
/** ws pings that keep proxies from closing an idle connection and find dead ones. */
const KEEP_ALIVE_MS = 12_000;

interface ConnectionExtra extends Extra {
  live?: LiveConnection;
  budget?: SubscribeBudget;
}

export interface SubscriptionOptions {
  path: string;
  trustedDocuments: TrustedDocuments;
  trustedDocumentsMode: TrustedDocumentsMode;
}

export function registerSubscriptions(
  app: FastifyInstance,
  schema: GraphQLSchema,
  services: GatewayServices,
  options: SubscriptionOptions,
): void {
  const production = services.config.isProduction;
  const feed = new LiveFeed(services);
  const limits = queryLimits(production).validationRules;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const subscriptionLimits = services.config.subscriptionLimits;
  const connections = new ConnectionCounter(subscriptionLimits.connectionsPerSession);
  // The connections signed in, whose subscriptions the metrics count at scrape time (metrics/registry.ts).
  const signedIn = new Set<{ subscriptions: Record<string, unknown> }>();
  services.metrics?.watchLive(() => {
    let subscriptions = 0;
    for (const connection of signedIn) subscriptions += Object.keys(connection.subscriptions).length;
    return { connections: wss.clients.size, subscriptions };
  });
  // Each message or ping the client sends is answered: one that does not read is closed before it is answered.
  wss.on("connection", (socket: WebSocket) => {
    const check = () => readsWhatItIsSent(socket, subscriptionLimits.sendQueueBytes);
    socket.on("message", check);
    socket.on("ping", check);
  });

  app.server.on("upgrade", (request, socket, head) => {
    if ((request.url ?? "").split("?")[0] !== options.path) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  });

  const refuse = (message: string, code: string = ErrorCode.BAD_USER_INPUT) => [
    new GraphQLError(message, { extensions: { code } }),
  ];

  const server = useServer<Record<string, unknown> | undefined, { live?: LiveConnection }>(
    {
      schema,
      context: (ctx): LiveContext => ({ live: (ctx.extra as ConnectionExtra).live, feed }),

      async onConnect(ctx) {
        const extra = ctx.extra as ConnectionExtra;
        const close = (code: number, reason: string) => {
          extra.socket.close(code, reason);
          return false;
        };
        const authorization = ctx.connectionParams?.authorization;
        if (typeof authorization !== "string" || authorization === "") {
          return close(CloseCode.Unauthorized, "Unauthorized: connection_init needs {authorization: 'Bearer …'}");
        }
        const clientAddress = extra.request.socket.remoteAddress ?? "";
        const log = app.log.child({ requestId: randomUUID(), subscription: true });
        try {
          // The HTTP path's own verification: a sealed session, or an API token asked of the vendor API.
          const context = await createContext(services, { requestId: randomUUID(), clientAddress, authorization, log });
          if (!context.session)
            return close(CloseCode.Unauthorized, `Unauthorized: ${context.authError?.message ?? ""}`);
          const session = context.session;
          const rest = sessionRestClient(services, session, {
            log,
            forwardedFor: session.apiTokenId ? clientAddress : undefined,
          });
          // The vendor API confirms the session is alive (a sealed token alone cannot tell it was ended).
          await sessionPermissions(services, rest, session);
          // Gone while it was verified: nothing to count, and no close event would ever release it.
          if (extra.socket.readyState !== WebSocket.OPEN) return false;
          const release = connections.acquire(session);
          if (!release) {
            return close(
              LimitCloseCode.TooManyConnections,
              "Too many connections for this session or API token (SUBSCRIPTION_CONNECTIONS_PER_SESSION)",
            );
          }
          extra.socket.once("close", release);
          if (services.metrics) {
            signedIn.add(ctx);
            extra.socket.once("close", () => signedIn.delete(ctx));
          }
          extra.live = { session, rest, close: (code, reason) => extra.socket.close(code, reason) };
          extra.budget = new SubscribeBudget(subscriptionLimits);
          return true;
        } catch (error) {
          const code = error instanceof GraphQLError ? error.extensions.code : undefined;
          if (code === ErrorCode.UNAUTHENTICATED) return close(CloseCode.Unauthorized, "Unauthorized");
          if (code === ErrorCode.RATE_LIMITED) return close(CloseCode.Forbidden, "Forbidden: too many requests");
          if (code === ErrorCode.FORBIDDEN || code === ErrorCode.PASSWORD_CHANGE_REQUIRED) {
            return close(CloseCode.Forbidden, "Forbidden");
          }
          log.warn({ err: { message: (error as Error).message } }, "could not open a subscription connection");
          // 1013 "try again later": the client's retry comes back once the vendor API answers.
          return close(1013, "The vendor API is unavailable, try again later");
        }
      },

      onSubscribe(ctx, _id, payload) {
        const extra = ctx.extra as ConnectionExtra;
        // graphql-ws lists this message's id among the connection's subscriptions before asking.
        const overLimit = extra.budget?.refusal(Object.keys(ctx.subscriptions).length - 1);
        if (overLimit) return [overLimit];
        // A forced password change: every call but the change is refused, as the vendor API refuses data calls (the
        // sealed flag holds for the session's life, since a reset ends the user's sessions and a change this one).
        if (extra.live?.session.mustChangePassword) return [passwordChangeRequired()];
        const query = payload.query;
        if (options.trustedDocumentsMode === "only" && !options.trustedDocuments.isTrusted(query)) {
          return refuse("This gateway runs only the console's trusted documents.", "PERSISTED_QUERY_REQUIRED");
        }
        let document: DocumentNode;
        try {
          document = parse(query, { maxTokens: QUERY_LIMITS.maxTokens });
        } catch (error) {
          return [error as GraphQLError];
        }
        // graphql-js's choice, as over HTTP: a name the document lacks is BAD_REQUEST, not "not a subscription".
        const operation = selectOperation(document, payload.operationName);
        if (operation instanceof GraphQLError) return [operation];
        if (operation.operation !== "subscription") {
          return refuse("Only subscriptions are served over WebSocket; send queries and mutations over HTTP POST.");
        }
        const errors = validate(schema, document, [...specifiedRules, ...limits]);
        if (errors.length > 0) return errors;
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: { live: extra.live, feed } satisfies LiveContext,
        };
      },

      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error, production)),
      onNext: (ctx, _id, _payload, _args, result) => {
        // Closed, not queued, when the client has stopped reading: graphql-ws then sends nothing on this socket.
        readsWhatItIsSent((ctx.extra as ConnectionExtra).socket, subscriptionLimits.sendQueueBytes);
        return result.errors
          ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error, production)) }
          : result;
      },
    },
    wss,
    KEEP_ALIVE_MS,
  );

  // Before the HTTP server closes: every connection gets 1012 (service restart), which graphql-ws clients retry on
  // another gateway and then resume from the last event they saw (`after`), and polling stops.
  app.addHook("preClose", async () => {
    for (const client of wss.clients) client.close(SERVICE_RESTART, "Service restart");
    feed.close();
    await server.dispose();
  });
}
