/** The demo tenants' accounts (vendor-api/src/seed) and the shape of a tenant's that a test creates. */
export const ACCOUNTS = {
  admin: { username: "admin", password: "admin123" },
  agent: { username: "agent", password: "agent123" },
  newvendor: { username: "newvendor", password: "vendor123" },
  other: { username: "other", password: "other123" },
} as const;

export interface Credentials {
  username: string;
  password: string;
}
