import "reflect-metadata";
import { specifiedDirectives, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
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
import { RefundResolver } from "./modules/refund/refund.resolver";
import { ReservationResolver } from "./modules/reservation/reservation.resolver";
import { TagResolver } from "./modules/tag/tag.resolver";
import { TripSummaryTagsResolver, TripTagsResolver } from "./modules/trip/trip-tags.resolver";
import { TripResolver } from "./modules/trip/trip.resolver";
import { RuleResolver } from "./modules/rules/rule.resolver";
import { checkInputs } from "./modules/shared/field-rules";
import { ServerInfoResolver } from "./modules/server-info/server-info.resolver";
import { TransactionResolver } from "./modules/transaction/transaction.resolver";
import { VendorPageResolver } from "./modules/vendor-page/vendor-page.resolver";
import { AuditResolver } from "./modules/audit/audit.resolver";
import { EmailReceiverResolver } from "./modules/email-receiver/email-receiver.resolver";
import { PaymentResolver } from "./modules/payment/payment.resolver";
import { RoleResolver } from "./modules/role/role.resolver";
import { UserResolver } from "./modules/user/user.resolver";
import { CouponResolver } from "./modules/coupon/coupon.resolver";
import { ReportResolver } from "./modules/report/report.resolver";
import { StatementResolver } from "./modules/statement/statement.resolver";

export const resolvers = [
  ServerInfoResolver,
  RuleResolver,
  SessionResolver,
  PasswordResolver,
  MeResolver,
  DictionaryResolver,
  TripResolver,
  TripSummaryTagsResolver,
  TripTagsResolver,
  TagResolver,
  FileResolver,
  ReservationResolver,
  OrderResolver,
  RefundResolver,
  TransactionResolver,
  CompanyInfoResolver,
  TaxInfoResolver,
  BankInfoResolver,
  VendorPageResolver,
  UserResolver,
  RoleResolver,
  EmailReceiverResolver,
  PaymentResolver,
  AuditResolver,
  CouponResolver,
  StatementResolver,
  ReportResolver,
] as const;

/**
 * Builds the gateway schema; refuses to build one where a root field lacks exactly one access directive.
 * `resolverClasses` lets tests add probe resolvers to exercise the access rules.
 */
type ResolverClass = abstract new (...args: never[]) => unknown;

export async function buildGatewaySchema(
  resolverClasses: readonly ResolverClass[] = resolvers,
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [...resolverClasses] as [ResolverClass, ...ResolverClass[]],
    // Naming directives replaces graphql's own list: keep @include, @skip, @deprecated and @specifiedBy.
    directives: [...specifiedDirectives, ...accessDirectives],
    // Access first: a caller without it learns nothing of the input's rules.
    globalMiddlewares: [enforceAccessRules, checkInputs],
    // Input rules are the shared rule set's (#rules), run by the resolvers; class-validator is not used.
    validate: false,
  });
  const unguarded = findUnguardedRootFields(schema);
  if (unguarded.length) {
    throw new Error(
      `Every Query/Mutation field needs exactly one of @public, @authenticated, @requiresPermission: ${unguarded.join(", ")}`,
    );
  }
  return schema;
}
