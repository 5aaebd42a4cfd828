import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { getToken } from "@/session/session-store";
import { accessEpochLink } from "./access-epoch-link";
import { createErrorLink, type ErrorEffects } from "./error-link";
import { liveLink } from "./live-link";
import { trustedDocumentLink } from "./trusted-document-link";
import type { ErrorHandlingMode } from "./error-policy";

declare module "@apollo/client" {
  interface DefaultContext {
    /** See `handledByLink`: "local" when the caller reports errors itself, "silent" to stay quiet. */
    errorHandling?: ErrorHandlingMode;
  }
}

export function createApolloClient(
  effects: Omit<ErrorEffects, "endSession" | "reloadPermissions">,
  uri = "/graphql",
): ApolloClient {
  const authLink = new SetContextLink((previous) => {
    const token = getToken();
    return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
  });

  // The shell's query, by name: the console's one reading of `me.permissions`.
  const reloadPermissions = () => void client.refetchQueries({ include: ["Shell"] });

  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      createErrorLink({ ...effects, endSession: () => void client.clearStore(), reloadPermissions }),
      liveLink(
        uri,
        // Nothing missed while the socket was down is replayed: what the screens show is read again.
        () => void client.refetchQueries({ include: "active" }),
        ApolloLink.from([authLink, trustedDocumentLink(), accessEpochLink(reloadPermissions), new HttpLink({ uri })]),
      ),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        // Singletons without ids: merge partial selections (shell, guide) instead of replacing them.
        Me: { merge: true },
        InitState: { merge: true },
        ServerInfo: { merge: true },
        TenantConfiguration: { keyFields: ["tid"] },
        // A month is a statement's identity: the detail's totals and its entries pages are one object.
        Statement: { keyFields: ["month"] },
      },
    }),
  });
  return client;
}
