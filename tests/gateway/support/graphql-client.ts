/** A tiny GraphQL-over-HTTP client for tests: what a browser or integrator would send. */
export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> & { code?: string } }>;
}

/** One entry of BAD_USER_INPUT's `extensions.fields`: the input's field path, its rule and params, the English text. */
export interface FieldFailure {
  field: string;
  rule: string;
  params: Record<string, unknown>;
  message: string;
}

/**
 * BAD_USER_INPUT's `extensions.fields` list as `{field: message}`: the text an integrator shows beside each field.
 * Takes a GraphQL error of a response or a thrown GraphQLError; throws when the fields are not a list of
 * `{field, rule, params, message}` entries (the old `{field: message}` map) or a field repeats, so a test comparing
 * messages also checks the shape.
 */
export function fieldMessages(error: { extensions?: Record<string, unknown> } | undefined): Record<string, string> {
  const fields = error?.extensions?.fields;
  if (!Array.isArray(fields)) throw new Error(`extensions.fields is not a list: ${JSON.stringify(error)}`);
  const messages: Record<string, string> = {};
  for (const entry of fields as Partial<FieldFailure>[]) {
    if (
      typeof entry?.field !== "string" ||
      typeof entry.rule !== "string" ||
      typeof entry.message !== "string" ||
      typeof entry.params !== "object" ||
      entry.params === null
    )
      throw new Error(`not a field failure: ${JSON.stringify(entry)}`);
    if (Object.hasOwn(messages, entry.field)) throw new Error(`field ${entry.field} listed twice`);
    messages[entry.field] = entry.message;
  }
  return messages;
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

/**
 * How a permission matrix cell came out: `data`, the error's code, or NOT_FOUND for the vendor API's 20404 (another
 * tenant's record).
 */
export async function outcomeOf(url: string, query: string, token: string | undefined): Promise<string> {
  const result = await gql(url, query, {}, token);
  const extensions = result.errors?.[0]?.extensions as { code?: string; upstreamCode?: number } | undefined;
  if (!extensions) return result.data ? "data" : "nothing";
  return extensions.upstreamCode === 20404 ? "NOT_FOUND" : String(extensions.code);
}
