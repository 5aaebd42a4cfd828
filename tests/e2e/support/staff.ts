/** Users a browser test needs with exactly some permissions, made through the API: what a screen offers such a user. */
import type { Credentials } from "./accounts";
import { graphql, loginToken } from "./graphql";

export interface Grant {
  type: "PAGE" | "CMD";
  url: string;
}

/** A name no other test run has used (user and role names are unique). */
export const unique = (label: string) => `${label}${Date.now().toString(36)}${process.pid}`;

/**
 * A new active user of the tenant `admin` administers, holding one new role named `role` (unique in the tenant) with
 * exactly `grants`.
 */
export async function staffHolding(admin: Credentials | "admin", role: string, grants: Grant[]): Promise<Credentials> {
  const token = await loginToken(admin);
  const { createRole } = await graphql<{ createRole: { id: string; version: number } }>(
    `
      mutation Role($name: String!) {
        createRole(input: { name: $name }) {
          id
          version
        }
      }
    `,
    { name: role },
    token,
  );
  await graphql(
    `
      mutation Grant($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {
        assignRoleResources(id: $id, version: $version, permissions: $permissions) {
          id
        }
      }
    `,
    { ...createRole, permissions: grants },
    token,
  );
  const user = { username: unique("staff"), password: "staff123" };
  await graphql(
    `
      mutation User($input: CreateUserInput!) {
        createUser(input: $input) {
          id
        }
      }
    `,
    { input: { ...user, firstName: "Dana", lastName: "Staff", status: "ACTIVE", roleIds: [createRole.id] } },
    token,
  );
  return user;
}
