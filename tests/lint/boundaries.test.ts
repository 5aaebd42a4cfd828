import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** The import boundaries of eslint.config.js, checked on code written to break them (and on code that keeps them). */
const eslint = new ESLint({ cwd: fileURLToPath(new URL("../..", import.meta.url)) });

async function refusedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${source}";\nexport default x;\n`, { filePath });
  return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((m) => m.message);
}

const refuses = async (filePath: string, source: string) =>
  expect(await refusedImports(filePath, source), `${filePath} importing ${source}`).toHaveLength(1);
const accepts = async (filePath: string, source: string) =>
  expect(await refusedImports(filePath, source), `${filePath} importing ${source}`).toEqual([]);

describe("part boundaries", () => {
  it("keeps the console out of the gateway's and the vendor API's code", async () => {
    await refuses("web/src/shared/money.ts", "../../../gateway/src/errors");
    await refuses("web/src/routes/trip/trip-form/TripForm.tsx", "../../../../../vendor-api/src/protocol/codes");
    await refuses("web/src/app/App.tsx", "../../../gateway");
  });

  it("keeps the gateway and the vendor API out of each other's code and the console's", async () => {
    await refuses("gateway/src/rest/client.ts", "../../../vendor-api/src/app");
    await refuses("gateway/src/modules/trip/trip.rules.ts", "../../../../web/src/shared/rules");
    await refuses("vendor-api/src/modules/trip/rules.ts", "../../../../gateway/src/errors");
    await refuses("vendor-api/src/app.ts", "../../web/src/main");
  });

  it("keeps the console out of what only the servers share", async () => {
    await refuses("web/src/shared/money.ts", "#access-log");
    await refuses("web/src/app/App.tsx", "#env-config");
    await refuses("web/src/routes/trip/trip-list.tsx", "#log-redaction");
    await refuses("web/src/shared/money.ts", "../../../server-shared/login-policy/index");
  });

  it("lets every part import the shared rule set, the servers what they share, each its own code and packages", async () => {
    await accepts("web/src/shared/rules.ts", "../../../rules/index");
    await accepts("gateway/src/modules/trip/trip.rules.ts", "#rules");
    await accepts("gateway/src/auth/login-rate-limit.ts", "#login-policy");
    await accepts("vendor-api/src/security/login-throttle.ts", "#login-policy");
    await accepts("vendor-api/src/app.ts", "#access-log");
    await accepts("gateway/src/config.ts", "#env-config");
    await accepts("vendor-api/src/config.ts", "#env-config");
    await accepts("gateway/src/logger.ts", "#log-redaction");
    await accepts("vendor-api/src/db/connect.ts", "#tracing");
    await accepts("vendor-api/src/protocol/rules.ts", "../../../rules/checks");
    await accepts("gateway/src/rest/client.ts", "../errors");
    await accepts("vendor-api/src/modules/trip/service.ts", "../../protocol/errors");
    await accepts("web/src/app/App.tsx", "@/shared/PageHeader");
  });

  it("lets tests import any part", async () => {
    await accepts("tests/vendor-api/support/api.ts", "../../../vendor-api/src/app");
    await accepts("tests/gateway/support/graphql-client.ts", "../../../gateway/src/build-schema");
    await accepts("tests/e2e/support/servers.ts", "../../../vendor-api/src/server");
  });
});

describe("screen boundaries", () => {
  it("refuses a screen importing another screen of its area", async () => {
    await refuses("web/src/routes/trip/trip-list.tsx", "./trip-form");
    await refuses("web/src/routes/sales/order-detail.tsx", "./refund-order-list");
  });

  it("refuses a screen importing a screen of another area, by alias or path", async () => {
    await refuses("web/src/routes/sales/order-list.tsx", "@/routes/trip/trip-list");
    await refuses("web/src/routes/sales/order-list.tsx", "../trip/reservation");
    await refuses("web/src/routes/system/payment.tsx", "../../routes/vendor-page/home-page");
  });

  it("lets a screen import its own pieces, its area's helpers, the shared code and the route model", async () => {
    await accepts("web/src/routes/trip/trip-list.tsx", "./TripActions");
    await accepts("web/src/routes/trip/trip-list.tsx", "./trip-state");
    await accepts("web/src/routes/trip/trip-form.tsx", "./trip-form/TripForm");
    await accepts("web/src/routes/trip/reservation.tsx", "./reservation/NotifyDialog");
    await accepts("web/src/routes/sales/order-list.tsx", "@/shared/PageHeader");
    await accepts("web/src/routes/sales/order-list.tsx", "@/routes/route-model");
  });

  it("leaves the screen's own pieces and the router to the part rule alone", async () => {
    await accepts("web/src/routes/trip/trip-form/TripForm.tsx", "../trip-state");
    await accepts("web/src/routes/route-table.ts", "./trip/trip_list");
  });
});
