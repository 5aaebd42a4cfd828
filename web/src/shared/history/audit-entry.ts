import { graphql } from "@/gql";
import type { AuditEntry_AuditEntryFragment } from "@/gql/graphql";

/** An audit entry as Change History and the History panels show it: one selection for both. */
export const AuditEntry_auditEntry = graphql(`
  fragment AuditEntry_auditEntry on AuditEntry {
    id
    area
    action
    targetName
    actor
    time
    changes {
      field
      from
      to
      fromItems
      toItems
      references {
        id
        name
      }
      secret
    }
  }
`);

export type AuditEntryRow = AuditEntry_AuditEntryFragment;
