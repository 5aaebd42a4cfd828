/**
 * Subscriptions over graphql-ws on the gateway's /graphql (docs/system-contract.md section 13); everything else goes
 * on over HTTP. The socket opens with the first subscription and closes after the last, carrying the session token
 * of that moment in connection_init. A connection lost (a gateway restart) is tried again by itself; events missed
 * meanwhile are not replayed, so the screens refetch what they show once it is back.
 */
import { ApolloLink } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { isSubscriptionOperation } from "@apollo/client/utilities";
import { createClient } from "graphql-ws";
import { getToken } from "@/session/session-store";

/** Attempts before a lost connection is given up (about 20 minutes with graphql-ws's growing, randomised waits). */
const RETRY_ATTEMPTS = 40;

export function liveLink(uri: string, onReconnected: () => void, http: ApolloLink): ApolloLink {
  const url = new URL(uri, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const client = createClient({
    url: url.toString(),
    connectionParams: () => {
      const token = getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: RETRY_ATTEMPTS,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) onReconnected();
      },
    },
  });
  return ApolloLink.split((operation) => isSubscriptionOperation(operation.query), new GraphQLWsLink(client), http);
}
