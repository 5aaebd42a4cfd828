import { z } from "zod";
import { PermissionType, type Permission } from "./permission.type";

/** One entry of `POST /vendor/account/permission/load`. */
const upstreamPermissionSchema = z.object({
  type: z.string().nullish(),
  name: z.string().nullish(),
  url: z.string().nullish(),
});

export interface GrantedPermission {
  type: "page" | "cmd";
  name: string;
  url: string;
}

/** Entries of type "cmd" are actions; every other entry is a page permission keyed by url (the route key). */
export function toGrantedPermissions(result: unknown): GrantedPermission[] {
  const entries = z
    .array(upstreamPermissionSchema)
    .catch([])
    .parse(result ?? []);
  return entries
    .filter((entry) => entry.url)
    .map((entry) => ({
      type: entry.type?.toLowerCase() === "cmd" ? "cmd" : "page",
      name: entry.name ?? entry.url ?? "",
      url: entry.url ?? "",
    }));
}

export function toPermission(granted: GrantedPermission): Permission {
  return {
    type: granted.type === "cmd" ? PermissionType.CMD : PermissionType.PAGE,
    name: granted.name,
    url: granted.url,
  };
}
