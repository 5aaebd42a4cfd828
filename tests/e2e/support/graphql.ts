/** GraphQL calls straight to the gateway under test, for data a browser test sets up or changes behind the page. */
import { inject } from "vitest";
import { ACCOUNTS, type Credentials } from "./accounts";

export async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${inject("consoleUrl")}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** A session token of a demo account or of a tenant a test created. */
export async function loginToken(account: keyof typeof ACCOUNTS | Credentials): Promise<string> {
  const session = await graphql<{ login: { token: string } }>(
    `
      mutation ($username: String!, $password: String!) {
        login(username: $username, password: $password) {
          token
        }
      }
    `,
    { ...(typeof account === "string" ? ACCOUNTS[account] : account) },
  );
  return session.login.token;
}
