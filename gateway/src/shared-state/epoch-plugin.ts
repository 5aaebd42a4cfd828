/**
 * Moves the tenant's session epoch after every operation that can change what its users may do or end their sessions
 * (auth/permission-cache.ts), on success or failure alike: a failed write may still have happened upstream, and a
 * needless move costs each user of the tenant one permission load. The move lands before the answer is sent, so the
 * caller's next request, on any gateway, already loads afresh.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, type DocumentNode, type SelectionSetNode } from "graphql";
import type { GatewayContext } from "../context";

/** Mutations that change users, roles, their grants or sessions (modules account, user and role). */
export const SESSION_CHANGING_MUTATIONS: ReadonlySet<string> = new Set([
  "logout",
  "changePassword",
  "createUser",
  "updateUser",
  "deleteUser",
  "resetUserPassword",
  "assignUserRoles",
  "createRole",
  "updateRole",
  "deleteRole",
  "assignRoleResources",
]);

/** The root field names a selection reaches, through fragments too. */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document, seen);
    const name = selection.name.value;
    if (seen.has(name)) return [];
    seen.add(name);
    const fragment = document.definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name,
    );
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION
      ? rootFields(fragment.selectionSet, document, seen)
      : [];
  });
}

export function sessionEpochPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, document, contextValue }) {
          const tenantId = contextValue.session?.tenantId;
          if (!tenantId || operation?.operation !== "mutation" || !document) return;
          if (!rootFields(operation.selectionSet, document).some((field) => SESSION_CHANGING_MUTATIONS.has(field))) {
            return;
          }
          try {
            await contextValue.services.sharedState.sessionEpochs.advance(tenantId);
          } catch (error) {
            // The write is done upstream; other gateways then see it within the permission cache's TTL.
            contextValue.log.error(
              { err: { message: (error as Error).message }, tenantId },
              "could not move the tenant's session epoch",
            );
          }
        },
      };
    },
  };
}
