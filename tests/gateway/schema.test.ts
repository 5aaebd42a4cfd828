import "reflect-metadata";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  buildSchema as buildSdlSchema,
  getNamedType,
  graphql,
  GraphQLObjectType,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
} from "graphql";
import { Field, getMetadataStorage, ObjectType, Query, Resolver, UseMiddleware } from "type-graphql";
import { buildGatewaySchema, resolvers } from "../../gateway/src/build-schema";
import { Public, findUnguardedRootFields, readAccessRules } from "../../gateway/src/auth/permission-directives";
import { SCHEMA_FILE, printGatewaySchema } from "../../gateway/src/print-schema";
import { fastPaths } from "../../gateway/src/performance";

@ObjectType()
class FieldProbe {
  @Field(() => String)
  plain!: string;

  @Field(() => String, { name: "renamed" })
  original!: string;

  @Field(() => String)
  @UseMiddleware(async (_data, next) => `${String(await next())}!`)
  shouted!: string;
}

@Resolver()
class FieldProbeResolver {
  @Query(() => FieldProbe)
  @Public()
  fieldProbe(): FieldProbe {
    return { plain: "plain", original: "original", shouted: "shouted" };
  }
}

describe("gateway schema", () => {
  it("reads plain fields as properties with the fast paths, and keeps the resolvers of field resolvers, middlewares and renamed fields", async () => {
    const declared = getMetadataStorage().fields.filter((field) => field.simple !== undefined).length;
    const schema = await buildGatewaySchema([...resolvers, FieldProbeResolver]);
    const fields = (type: string) => (schema.getType(type) as GraphQLObjectType).getFields();
    // Without them every field keeps type-graphql's resolver (GATEWAY_FAST_PATHS=off).
    expect(fields("OrderSummary").orderNumber.resolve === undefined).toBe(fastPaths());
    expect(fields("TripSummary").tags.resolve).toBeDefined();
    expect(fields("FieldProbe").plain.resolve === undefined).toBe(fastPaths());
    expect(fields("FieldProbe").renamed.resolve).toBeDefined();
    expect(fields("FieldProbe").shouted.resolve).toBeDefined();
    const result = await graphql({ schema, source: "{ fieldProbe { plain renamed shouted } }", contextValue: {} });
    expect(result).toEqual({ data: { fieldProbe: { plain: "plain", renamed: "original", shouted: "shouted!" } } });
    // The next build, with or without them, starts from type-graphql's metadata as declared.
    expect(getMetadataStorage().fields.filter((field) => field.simple !== undefined)).toHaveLength(declared);
  });

  it("gives every Query, Mutation and Subscription field exactly one access directive", async () => {
    const schema = await buildGatewaySchema();
    const rootFields = [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!].flatMap(
      (type) => Object.values(type.getFields()).map((field) => ({ name: `${type.name}.${field.name}`, field })),
    );
    expect(rootFields.length).toBeGreaterThanOrEqual(10);
    const wrong = rootFields
      .filter(({ field }) => readAccessRules(schema, field).length !== 1)
      .map(({ name, field }) => `${name} has ${readAccessRules(schema, field).length} access directives`);
    expect(wrong).toEqual([]);
  });

  it("has the access rules of the contract", async () => {
    const schema = await buildGatewaySchema();
    const rule = (type: "Query" | "Mutation", name: string) =>
      readAccessRules(schema, (type === "Query" ? schema.getQueryType() : schema.getMutationType())!.getFields()[name]);
    expect(rule("Query", "serverInfo")).toEqual([{ kind: "public" }]);
    expect(rule("Mutation", "login")).toEqual([{ kind: "public" }]);
    expect(rule("Mutation", "loginWithAuthCode")).toEqual([{ kind: "public" }]);
    for (const name of ["me", "regions", "timeZones", "taxTypes", "cities"]) {
      expect(rule("Query", name)).toEqual([{ kind: "authenticated" }]);
    }
    expect(rule("Mutation", "logout")).toEqual([{ kind: "authenticated" }]);
    expect(rule("Mutation", "changePassword")).toEqual([{ kind: "authenticated" }]);
  });

  it("guards the trip catalogue with its page keys and action urls", async () => {
    const schema = await buildGatewaySchema();
    const rule = (type: "Query" | "Mutation", name: string) =>
      readAccessRules(schema, (type === "Query" ? schema.getQueryType() : schema.getMutationType())!.getFields()[name]);
    const pages: Record<string, string> = {
      trips: "trip_list",
      trip: "trip_list",
      tags: "tags_list",
      reservations: "reservation",
      reservationStatistics: "trip_reservation_statistics",
      checkInCounts: "check_in",
      departures: "calendar",
      departureManifest: "calendar",
      departureFilters: "calendar",
    };
    for (const [name, url] of Object.entries(pages)) {
      expect(rule("Query", name)).toEqual([{ kind: "permission", type: "page", url }]);
    }
    const commands: Record<string, string> = {
      createTrip: "/trip/add",
      checkInTicket: "/check-in/ticket",
      undoCheckIn: "/check-in/undo",
      updateTrip: "/trip/edit",
      duplicateTrip: "/trip/duplicate",
      publishTrip: "/trip/publish",
      stopSellingTrip: "/trip/stop-sale",
      inactivateTrip: "/trip/inactivate",
      deactivateTrip: "/trip/deactivate",
      sponsorTrip: "/trip/sponsor",
      createGroupedTrip: "/trip/grouped/add",
      updateGroupedTrip: "/trip/grouped/edit",
      createTag: "/tag/add",
      updateTag: "/tag/edit",
      deleteTag: "/tag/delete",
      uploadFile: "/file/upload",
      notifyPassengers: "/reservation/notify",
    };
    for (const [name, url] of Object.entries(commands)) {
      expect(rule("Mutation", name)).toEqual([{ kind: "permission", type: "cmd", url }]);
    }
  });

  it("guards the company screens and the vendor page: reads by page key, saves by their edit action (docs/company-contract.md section 6)", async () => {
    const schema = await buildGatewaySchema();
    const rules: Record<string, [type: "page" | "cmd", url: string]> = {
      companyInfo: ["page", "company_info"],
      saveCompanyInfo: ["cmd", "/company/info/edit"],
      sendCompanyEmailVerification: ["cmd", "/company/info/edit"],
      verifyCompanyEmail: ["cmd", "/company/info/edit"],
      taxInfo: ["page", "tax_info"],
      saveTaxInfo: ["cmd", "/tax/info/edit"],
      bankInfo: ["page", "bank_info"],
      saveBankInfo: ["cmd", "/bank/info/edit"],
      payoutAccount: ["page", "bank_info"],
      vendorPage: ["page", "home_page"],
      saveVendorPage: ["cmd", "/vendor/page/edit"],
    };
    for (const [name, [type, url]] of Object.entries(rules)) {
      const field = schema.getQueryType()!.getFields()[name] ?? schema.getMutationType()!.getFields()[name];
      expect(readAccessRules(schema, field), name).toEqual([{ kind: "permission", type, url }]);
    }
  });

  it("guards the system settings: reads by page key, changes by their cmd (docs/system-contract.md section 9)", async () => {
    const schema = await buildGatewaySchema();
    const rules: Record<string, [type: "page" | "cmd", url: string]> = {
      users: ["page", "user_list"],
      user: ["page", "user_list"],
      assignableRoles: ["page", "user_list"],
      createUser: ["cmd", "/user/add"],
      updateUser: ["cmd", "/user/edit"],
      deleteUser: ["cmd", "/user/delete"],
      assignUserRoles: ["cmd", "/user/assign/roles"],
      resetUserPassword: ["cmd", "/user/edit"],
      roles: ["page", "role_list"],
      role: ["page", "role_list"],
      permissionCatalogue: ["page", "role_list"],
      createRole: ["cmd", "/role/add"],
      updateRole: ["cmd", "/role/edit"],
      deleteRole: ["cmd", "/role/delete"],
      assignRoleResources: ["cmd", "/role/assign/resources"],
      emailReceivers: ["page", "system_email"],
      emailReceiver: ["page", "system_email"],
      saveEmailReceiver: ["cmd", "/system/email/add"],
      deleteEmailReceiver: ["cmd", "/system/email/delete"],
      sendTestEmail: ["cmd", "/system/email/test"],
      developmentMails: ["page", "dev_mail"],
      developmentMail: ["page", "dev_mail"],
      creditCardConfig: ["page", "payment"],
      paypalConfig: ["page", "payment"],
      bookingFee: ["page", "payment"],
      serviceFee: ["page", "payment"],
      saveCreditCardConfig: ["page", "payment"],
      savePaypalConfig: ["page", "payment"],
      saveBookingFee: ["cmd", "/bookingfee/config/save"],
      auditTrail: ["cmd", "/audit/list"],
    };
    for (const [name, [type, url]] of Object.entries(rules)) {
      const field = schema.getQueryType()!.getFields()[name] ?? schema.getMutationType()!.getFields()[name];
      expect(readAccessRules(schema, field), name).toEqual([{ kind: "permission", type, url }]);
    }
  });

  it("guards coupons, statements and reports: reads by page key, changes by their cmd (docs/money-contract.md section 5)", async () => {
    const schema = await buildGatewaySchema();
    const rules: Record<string, [type: "page" | "cmd", url: string]> = {
      coupons: ["page", "sales_coupon_list"],
      coupon: ["page", "sales_coupon_list"],
      couponJobs: ["page", "sales_coupon_history"],
      createCoupon: ["cmd", "/coupon/add"],
      updateCoupon: ["cmd", "/coupon/edit"],
      setCouponState: ["cmd", "/coupon/edit"],
      retryCouponJob: ["cmd", "/coupon/add"],
      statements: ["page", "statement"],
      statement: ["page", "statement_detail"],
      incomeReport: ["page", "income_report"],
      tripReport: ["page", "trip_report"],
      tripDetailReport: ["page", "trip_report"],
    };
    for (const [name, [type, url]] of Object.entries(rules)) {
      const field = schema.getQueryType()!.getFields()[name] ?? schema.getMutationType()!.getFields()[name];
      expect(readAccessRules(schema, field), name).toEqual([{ kind: "permission", type, url }]);
    }
    const enumValues = (name: string) =>
      (schema.getType(name) as GraphQLEnumType).getValues().map((value) => value.name);
    expect(enumValues("CouponCodeRule")).toEqual(["UNIFORM", "SEQUENCE"]);
    expect(enumValues("CouponDiscountType")).toEqual(["MONEY_OFF", "PERCENTAGE_OFF"]);
    expect(enumValues("CouponChannel")).toEqual(["ALL", "WEB", "APP"]);
    expect(enumValues("CouponUserScope")).toEqual(["ALL", "REGISTERED"]);
    expect(enumValues("CouponCategory")).toEqual(["ORDER", "PRODUCT"]);
    expect(enumValues("CouponState")).toEqual(["ENABLED", "DISABLED"]);
    expect(enumValues("CouponJobState")).toEqual(["PENDING", "SUCCESSFUL", "ERROR"]);
    expect(enumValues("StatementState")).toEqual(["UNPAID", "PAID"]);
    expect(enumValues("StatementEntryKind")).toEqual([
      "ORDER",
      "REFUND",
      "CHARGEBACK",
      "CHARGEBACK_FEE",
      "PROCESSING_FEE",
      "COMMISSION",
      "SUBSCRIPTION_FEE",
    ]);
    expect(enumValues("ReportGrouping")).toEqual(["DAY", "WEEK", "MONTH"]);
    expect(enumValues("TripReportSort")).toEqual(["TICKETS", "REVENUE", "REFUNDS"]);

    // Every type, field and argument of these modules is described, and every amount is Money.
    const types = [
      ...["CouponSummary", "Coupon", "CouponCode", "CouponRedemption", "CouponJob", "CouponInput", "CouponFilter"],
      ...["CouponJobFilter", "StatementSummary", "Statement", "StatementLines", "StatementRates", "StatementEntry"],
      ...["StatementFilter", "ReportRangeInput", "TripReportSortInput", "ReportFigures", "IncomeReport"],
      ...["IncomeReportPeriod", "IncomeByPaymentMethod", "IncomeByChannel", "TripReportRow", "TripDetailReport"],
      ...["TripDetailReportTrip", "TripDetailReportRow", "TripDetailReportTotals"],
    ].map((name) => schema.getType(name) as GraphQLObjectType | GraphQLInputObjectType);
    const undescribed: string[] = [];
    for (const type of types) {
      if (!type.description) undescribed.push(type.name);
      for (const field of Object.values(type.getFields())) {
        if (!field.description) undescribed.push(`${type.name}.${field.name}`);
        for (const arg of "args" in field ? field.args : [])
          if (!arg.description) undescribed.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    for (const name of Object.keys(rules)) {
      const field = schema.getQueryType()!.getFields()[name] ?? schema.getMutationType()!.getFields()[name];
      if (!field.description) undescribed.push(name);
      for (const arg of field.args) if (!arg.description) undescribed.push(`${name}(${arg.name})`);
    }
    expect(undescribed).toEqual([]);
    const moneyName =
      /amount|gross|refunds$|chargebacks$|net$|revenue|balance|discount$|discountGiven|fee$|fixed$|priceBorderLine|minimumSubtotal|payAmount|UpperLimit|averageOrderValue/i;
    const notMoney: string[] = [];
    for (const type of types.filter((each) => each instanceof GraphQLObjectType))
      for (const field of Object.values(type.getFields()))
        if (moneyName.test(field.name) && getNamedType(field.type).name !== "Money")
          notMoney.push(`${type.name}.${field.name}`);
    expect(notMoney).toEqual([]);
  });

  it("detects root fields with no, two or malformed access directives", () => {
    const schema = buildSdlSchema(`
      directive @public on FIELD_DEFINITION
      directive @authenticated on FIELD_DEFINITION
      directive @requiresPermission(page: String, cmd: String) on FIELD_DEFINITION
      type Query {
        open: Int @public
        naked: Int
        both: Int @public @authenticated
        empty: Int @requiresPermission
        page: Int @requiresPermission(page: "trip_list")
      }
      type Mutation { act: Int @requiresPermission(cmd: "/trip/add") doubleArgs: Int @requiresPermission(page: "a", cmd: "b") }
      type Subscription { heard: Int @requiresPermission(page: "order_list") unheard: Int }
    `);
    expect(findUnguardedRootFields(schema).sort()).toEqual([
      "Mutation.doubleArgs",
      "Query.both",
      "Query.empty",
      "Query.naked",
      "Subscription.unheard",
    ]);
  });

  it("keeps graphql's built-in directives, so clients can use @include and @skip", async () => {
    const schema = await buildGatewaySchema();
    const names = schema.getDirectives().map((directive) => directive.name);
    expect(names).toEqual(expect.arrayContaining(["include", "skip", "deprecated", "specifiedBy"]));
  });

  it("keeps the directives in the printed SDL", async () => {
    const sdl = await printGatewaySchema();
    expect(sdl).toMatch(
      /directive @requiresPermission\(\s*"""[^"]+"""\s*cmd: String\s*"""[^"]+"""\s*page: String\s*\) on FIELD_DEFINITION/,
    );
    expect(sdl).toMatch(/me: Me! @authenticated/);
    expect(sdl).toMatch(
      /login\(\s*"""[^"]+"""\s*password: String!\s*"""[^"]+"""\s*username: String!\s*\): Session! @public/,
    );
  });

  it("matches the committed schema/schema.graphql (run `npm run generate:schema` after changing the schema)", async () => {
    expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(await printGatewaySchema());
  });
});
