import { namesOf, USER_STATUSES } from "#rules";
import type { UserFilter, UserStatus } from "@/gql/graphql";

/** The user list's URL params. */
export const USER_FILTER_KEYS = ["username", "name", "status"] as const;
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

export const USER_STATUS_NAMES: readonly UserStatus[] = namesOf(USER_STATUSES);

const statusOf = (value: string): UserStatus | undefined => USER_STATUS_NAMES.find((status) => status === value);

/** The URL's filters as the `users` filter: blanks and an unknown status left out. */
export function toUserFilter(filters: Record<UserFilterKey, string>): UserFilter {
  const username = filters.username.trim();
  const name = filters.name.trim();
  const status = statusOf(filters.status);
  return { ...(username ? { username } : {}), ...(name ? { name } : {}), ...(status ? { status } : {}) };
}
