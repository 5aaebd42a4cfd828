import type { CmdUrl } from "#rules";
import type { AuditArea } from "@/gql/graphql";

interface AccessKindInfo {
  /** Where the audit trail keeps the kind's changes. */
  audit: Extract<AuditArea, "USER" | "ROLE">;
  add: CmdUrl;
  edit: CmdUrl;
  delete: CmdUrl;
}

/**
 * The two kinds of record that grant access, by the prefix of their texts (`users.…`, `roles.…`), with the cmds their
 * list's actions need (docs/system-contract.md section 9).
 */
export const ACCESS_KINDS = {
  users: { audit: "USER", add: "/user/add", edit: "/user/edit", delete: "/user/delete" },
  roles: { audit: "ROLE", add: "/role/add", edit: "/role/edit", delete: "/role/delete" },
} as const satisfies Record<string, AccessKindInfo>;

export type AccessKind = keyof typeof ACCESS_KINDS;
