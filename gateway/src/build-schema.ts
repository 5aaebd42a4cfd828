import "reflect-metadata";
import {
  assertValidSchema,
  defaultFieldResolver,
  isObjectType,
  specifiedDirectives,
  type GraphQLSchema,
} from "graphql";
import { buildSchemaSync, type PubSub } from "type-graphql";
import type { GatewayContext } from "./context";
import { accessDirectives, enforceAccessRules, findUnguardedRootFields } from "./auth/permission-directives";
import { MeResolver } from "./modules/account/me.resolver";
import { PasswordResolver } from "./modules/account/password.resolver";
import { SessionResolver } from "./modules/account/session.resolver";
import { BankInfoResolver } from "./modules/company/bank-info.resolver";
import { CompanyInfoResolver } from "./modules/company/company-info.resolver";
import { TaxInfoResolver } from "./modules/company/tax-info.resolver";
import { DictionaryResolver } from "./modules/dictionary/dictionary.resolver";
import { FileResolver } from "./modules/file/file.resolver";
import { OrderResolver } from "./modules/order/order.resolver";
import { OrderPaymentResolver } from "./modules/order/order-payment.resolver";
import { OrderCancelResolver } from "./modules/order/order-cancel.resolver";
import { OrderMoveResolver } from "./modules/order/order-move.resolver";
import { OrderJobResolver } from "./modules/order-job/order-job.resolver";
import { BookingResolver } from "./modules/booking/booking.resolver";
import { RefundResolver } from "./modules/refund/refund.resolver";
import { ReservationResolver } from "./modules/reservation/reservation.resolver";
import { CheckInResolver } from "./modules/check-in/check-in.resolver";
import { DepartureResolver } from "./modules/departure/departure.resolver";
import { TagResolver } from "./modules/tag/tag.resolver";
import { TripSummaryTagsResolver, TripTagsResolver } from "./modules/trip/trip-tags.resolver";
import { TripResolver } from "./modules/trip/trip.resolver";
import { RuleResolver } from "./modules/rules/rule.resolver";
import { checkInputs } from "./modules/shared/field-rules";
import { buildWithPlainFields } from "./performance";
import { ServerInfoResolver } from "./modules/server-info/server-info.resolver";
import { TransactionResolver } from "./modules/transaction/transaction.resolver";
import { VendorPageResolver } from "./modules/vendor-page/vendor-page.resolver";
import { AuditResolver } from "./modules/audit/audit.resolver";
import { ApiTokenResolver } from "./modules/api-token/api-token.resolver";
import { WebhookResolver } from "./modules/webhook/webhook.resolver";
import { EmailReceiverResolver } from "./modules/email-receiver/email-receiver.resolver";
import { DevelopmentMailResolver } from "./modules/development-mail/development-mail.resolver";
import { PaymentResolver } from "./modules/payment/payment.resolver";
import { UnpaidHoldResolver } from "./modules/payment/unpaid-hold.resolver";
import { RoleResolver } from "./modules/role/role.resolver";
import { UserResolver } from "./modules/user/user.resolver";
import { SearchResolver } from "./modules/search/search.resolver";
import { CouponResolver } from "./modules/coupon/coupon.resolver";
import { ReportResolver } from "./modules/report/report.resolver";
import { StatementResolver } from "./modules/statement/statement.resolver";
import { TwoFactorResolver } from "./modules/two-factor/two-factor.resolver";
import { LiveChangeResolver } from "./modules/subscription/live-change.resolver";

export const resolvers = [
  ServerInfoResolver,
  RuleResolver,
  SessionResolver,
  PasswordResolver,
  MeResolver,
  TwoFactorResolver,
  DictionaryResolver,
  TripResolver,
  TripSummaryTagsResolver,
  TripTagsResolver,
  TagResolver,
  FileResolver,
  ReservationResolver,
  CheckInResolver,
  DepartureResolver,
  OrderResolver,
  OrderPaymentResolver,
  OrderCancelResolver,
  OrderMoveResolver,
  OrderJobResolver,
  BookingResolver,
  RefundResolver,
  TransactionResolver,
  CompanyInfoResolver,
  TaxInfoResolver,
  BankInfoResolver,
  VendorPageResolver,
  UserResolver,
  SearchResolver,
  RoleResolver,
  EmailReceiverResolver,
  ApiTokenResolver,
  WebhookResolver,
  DevelopmentMailResolver,
  PaymentResolver,
  UnpaidHoldResolver,
  AuditResolver,
  CouponResolver,
  StatementResolver,
  ReportResolver,
  LiveChangeResolver,
] as const;

/**
 * Builds the gateway schema; refuses to build one where a root field lacks exactly one access directive.
 * `resolverClasses` lets tests add probe resolvers to exercise the access rules.
 */
type ResolverClass = abstract new (...args: never[]) => unknown;

/**
 * Runs the access rules on every root field and the input rules on every field with arguments, access first (a caller
 * without access learns nothing of the input's rules). Applied to those fields alone rather than as type-graphql global
 * middlewares, which wrap every field of every item in a chain of promises for nothing (docs/scale-contract.md section
 * 4).
 */
function guardFields(schema: GraphQLSchema): void {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    const isRoot = roots.has(type);
    for (const field of Object.values(type.getFields())) {
      const guards = [...(isRoot ? [enforceAccessRules] : []), ...(field.args.length ? [checkInputs] : [])];
      if (guards.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (root, args, context: GatewayContext, info) => {
        const data = { root, args, context, info };
        const run = (index: number): Promise<unknown> =>
          index === guards.length
            ? Promise.resolve(resolve(root, args, context, info))
            : Promise.resolve(guards[index](data, () => run(index + 1)));
        return run(0);
      };
    }
  }
}

/**
 * type-graphql wants a PubSub as soon as there is a Subscription field, even when every field brings its own
 * `subscribe` (the live feed, modules/subscription/live-feed.ts): topic subscriptions are not used, and refused.
 */
const noTopics: PubSub = {
  publish() {
    throw new Error("Subscription topics are not used: every field subscribes to the live feed.");
  },
  subscribe() {
    throw new Error("Subscription topics are not used: every field subscribes to the live feed.");
  },
};

export async function buildGatewaySchema(
  resolverClasses: readonly ResolverClass[] = resolvers,
): Promise<GraphQLSchema> {
  // Built synchronously: no other build sees the plain fields' marks, which come off again when this one ends.
  const schema = buildWithPlainFields(() =>
    buildSchemaSync({
      resolvers: [...resolverClasses] as [ResolverClass, ...ResolverClass[]],
      // Naming directives replaces graphql's own list: keep @include, @skip, @deprecated and @specifiedBy.
      directives: [...specifiedDirectives, ...accessDirectives],
      // Input rules are the shared rule set's (#rules), run by the resolvers; class-validator is not used.
      validate: false,
      // type-graphql checks a schema by running the whole introspection query over it, most of the schema's build
      // and a sixth of the gateway's start (docs/scale-contract.md section 8); graphql's own validation, below, is
      // the check it runs first, and the printed schema (npm run generate:schema, tested current) reads the rest.
      skipCheck: true,
      pubSub: noTopics,
    }),
  );
  assertValidSchema(schema);
  guardFields(schema);
  // type-graphql builds the root types without a description; the schema's rule is that every type has one.
  schema.getQueryType()!.description =
    "What can be read. Each field needs a session (or is public) and the permission its directive names.";
  schema.getMutationType()!.description =
    "What can be changed. Each field needs a session (or is public) and the permission its directive names.";
  const subscriptionType = schema.getSubscriptionType();
  if (subscriptionType) {
    subscriptionType.description =
      "What can be heard as it happens, over graphql-ws (graphql-transport-ws) on /graphql. Each field needs the " +
      "permission its directive names, checked again before every event.";
  }
  const unguarded = findUnguardedRootFields(schema);
  if (unguarded.length) {
    throw new Error(
      `Every Query, Mutation and Subscription field needs exactly one of @public, @authenticated, @requiresPermission: ${unguarded.join(", ")}`,
    );
  }
  return schema;
}
