/**
 * Access rules for root fields. Each Query/Mutation field carries exactly one of three directives, declared in the
 * schema so integrators can read the rule in the SDL; a field without one is refused (deny by default).
 */
import {
  DirectiveLocation,
  GraphQLDirective,
  GraphQLString,
  type GraphQLField,
  type GraphQLFieldConfig,
  type GraphQLSchema,
} from "graphql";
import { getDirective } from "@graphql-tools/utils";
import { Directive, type MiddlewareFn } from "type-graphql";
import type { PermissionRef } from "#rules";
import type { GatewayContext } from "../context";
import { ErrorCode, gatewayError, unauthenticated } from "../errors";

export const publicDirective = new GraphQLDirective({
  name: "public",
  description: "Anyone may call this field, logged in or not.",
  locations: [DirectiveLocation.FIELD_DEFINITION],
});

export const authenticatedDirective = new GraphQLDirective({
  name: "authenticated",
  description: "Needs a valid session (Authorization: Bearer <Session.token>), no particular permission.",
  locations: [DirectiveLocation.FIELD_DEFINITION],
});

export const requiresPermissionDirective = new GraphQLDirective({
  name: "requiresPermission",
  description:
    "Needs a valid session holding the page permission whose url is `page` (a route key), or the action permission whose url is `cmd`.",
  locations: [DirectiveLocation.FIELD_DEFINITION],
  args: {
    page: { type: GraphQLString, description: "The route key of the page permission needed (rules/permissions.ts)." },
    cmd: { type: GraphQLString, description: "The vendor API call of the action permission needed." },
  },
});

export const accessDirectives = [publicDirective, authenticatedDirective, requiresPermissionDirective];

/** Field decorators that write the directive into the SDL. */
export const Public = () => Directive("@public");
export const Authenticated = () => Directive("@authenticated");
/** The permission comes from the catalogue in `rules/`: a name it lacks does not compile. */
export function RequiresPermission(rule: PermissionRef) {
  const [arg, value] = "page" in rule ? ["page", rule.page] : ["cmd", rule.cmd];
  return Directive(`@requiresPermission(${arg}: ${JSON.stringify(value)})`);
}

export type AccessRule =
  { kind: "public" } | { kind: "authenticated" } | { kind: "permission"; type: "page" | "cmd"; url: string };

type DirectableField = GraphQLField<unknown, unknown> | GraphQLFieldConfig<unknown, unknown>;

/** Every access directive found on a field (the schema test demands exactly one). */
export function readAccessRules(schema: GraphQLSchema, field: DirectableField): AccessRule[] {
  const rules: AccessRule[] = [];
  for (const _ of getDirective(schema, field, publicDirective.name) ?? []) rules.push({ kind: "public" });
  for (const _ of getDirective(schema, field, authenticatedDirective.name) ?? []) rules.push({ kind: "authenticated" });
  for (const args of getDirective(schema, field, requiresPermissionDirective.name) ?? []) {
    const { page, cmd } = args as { page?: string; cmd?: string };
    // Exactly one of page/cmd makes a usable rule; anything else stays unusable and is refused below.
    if (page && !cmd) rules.push({ kind: "permission", type: "page", url: page });
    else if (cmd && !page) rules.push({ kind: "permission", type: "cmd", url: cmd });
    else rules.push({ kind: "permission", type: "page", url: "" });
  }
  return rules;
}

/** The field's one usable rule, or null when it is missing, duplicated or malformed (the field is then refused). */
function usableRule(schema: GraphQLSchema, field: DirectableField): AccessRule | null {
  const rules = readAccessRules(schema, field);
  const usable = rules.length === 1 && (rules[0].kind !== "permission" || rules[0].url !== "");
  return usable ? rules[0] : null;
}

/** Root fields (Query, Mutation) whose access rule is missing, duplicated or malformed. */
export function findUnguardedRootFields(schema: GraphQLSchema): string[] {
  const offenders: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      if (!usableRule(schema, field)) offenders.push(`${type.name}.${field.name}`);
    }
  }
  return offenders;
}

const ruleCache = new WeakMap<object, AccessRule | null>();

/** The root field's one usable rule (cached per field), or null: refuse it. */
export function ruleOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): AccessRule | null {
  if (!ruleCache.has(field)) ruleCache.set(field, usableRule(schema, field));
  return ruleCache.get(field) ?? null;
}

/** type-graphql global middleware enforcing the rule of every root field before its resolver runs. */
export const enforceAccessRules: MiddlewareFn<GatewayContext> = async ({ info, context }, next) => {
  const { schema, parentType } = info;
  const isRoot = parentType === schema.getQueryType() || parentType === schema.getMutationType();
  if (!isRoot) return next();

  const rule = ruleOf(schema, parentType.getFields()[info.fieldName]);
  if (!rule) throw gatewayError(ErrorCode.FORBIDDEN, "This field has no access rule and is refused.");
  if (rule.kind === "public") return next();

  if (context.authError) throw context.authError;
  if (!context.session) throw unauthenticated();
  if (rule.kind === "authenticated") {
    // The request's permission load confirms the session: a field answering from a cache (dictionaries) would never
    // meet an ended session on its own.
    await context.loaders.permissions.load("session");
    return next();
  }

  await assertPermission(context, rule);
  return next();
};

/**
 * FORBIDDEN unless the session holds the permission (from the request's one `/vendor/account/permission/load`).
 * Also guards the REST routes beside /graphql, so both answer from the same permission source.
 */
export async function assertPermission(
  context: GatewayContext,
  rule: { type: "page" | "cmd"; url: string },
): Promise<void> {
  if (!(await holdsPermission(context, rule))) {
    throw gatewayError(ErrorCode.FORBIDDEN, "Insufficient permissions, please contact the administrator", {
      requiredPermission: { type: rule.type, url: rule.url },
    });
  }
}

/** Whether the session holds the permission, from the same one load per request as the directives. */
export async function holdsPermission(
  context: GatewayContext,
  rule: { type: "page" | "cmd"; url: string },
): Promise<boolean> {
  const permissions = await context.loaders.permissions.load("session");
  return permissions.some((permission) => permission.type === rule.type && permission.url === rule.url);
}
