/**
 * The gateway's local GraphQL explorer (development only, docs/foundation-contract.md): GraphiQL, bundled from npm with
 * its editor's workers, for when Apollo Sandbox cannot load its script from Apollo's CDN. Everything it loads comes
 * from the gateway itself, so the console's Content-Security-Policy applies unchanged; it asks the gateway's /graphql
 * with the session token the person pastes into its headers.
 */
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { GraphiQL } from "graphiql";
import { createRoot } from "react-dom/client";

/** The gateway's GraphQL path, beside which this page is served (`/graphql/explorer/`). */
const GRAPHQL_URL = new URL("../", window.location.href).pathname.replace(/\/$/, "");

async function fetcher(request: unknown, options?: { headers?: Record<string, string> }) {
  const response = await fetch(GRAPHQL_URL, {
    method: "POST",
    headers: { "content-type": "application/json", ...options?.headers },
    body: JSON.stringify(request),
  });
  return response.json();
}

createRoot(document.getElementById("explorer")!).render(
  <GraphiQL fetcher={fetcher} defaultHeaders={'{\n  "authorization": "Bearer <session or API token>"\n}'} />,
);
