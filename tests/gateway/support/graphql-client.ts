/** A tiny GraphQL-over-HTTP client for tests: what a browser or integrator would send. */
export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> & { code?: string } }>;
}

export async function gql<T = Record<string, any>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLResponse<T>;
  return { ...body, status: response.status };
}

export const LOGIN = /* GraphQL */ `
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      token
      expiresAt
      user {
        id
        username
        tenantId
        originalTenantId
        channelId
        initialized
        isSuperAdmin
      }
    }
  }
`;

export async function loginAs(url: string, username: string, password: string): Promise<string> {
  const result = await gql<{ login: { token: string } }>(url, LOGIN, { username, password });
  if (!result.data?.login) throw new Error(`login ${username} failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}
