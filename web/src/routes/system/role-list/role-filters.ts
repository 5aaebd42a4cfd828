import type { RoleFilter } from "@/gql/graphql";

/** The role list's URL params. */
export const ROLE_FILTER_KEYS = ["name"] as const;
export type RoleFilterKey = (typeof ROLE_FILTER_KEYS)[number];

export function toRoleFilter(filters: Record<RoleFilterKey, string>): RoleFilter {
  const name = filters.name.trim();
  return name ? { name } : {};
}
