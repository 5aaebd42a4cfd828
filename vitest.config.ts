import { defineConfig } from "vitest/config";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";

// The processes the tests spawn (`serve`, `npm start`, the CLI) create their demo data on the data set's own calendar,
// the one the tests know, as a test's in-process vendor API does (docs/sales-contract.md section 7).
process.env.DEMO_TODAY ??= "2025-10-01T00:00:00.000Z";
// The gateways the tests start (in process or spawned) prove forwarded client addresses to the vendor APIs they start
// with this key, as `npm start` pairs its two (docs/login-policy.md); the test vendor APIs are given it
// (tests/support/forwarding-key.ts).
process.env.VENDOR_API_FORWARDING_KEY ??= randomBytes(32).toString("base64url");

const webSrc = fileURLToPath(new URL("./web/src", import.meta.url));

// One graphql copy for every project: type-graphql and @apollo/server must see the same module instance.
// An exact-match alias: graphql's sub-paths (graphql/language/parser, …) must still resolve to themselves.
// One migrated, seeded vendor API database per run, copied into each file's own (tests/support/vendor-api-template.ts).
const TEMPLATE_SETUP = "tests/support/template-setup.ts";

// The server suites' files share their worker's modules rather than import the gateway and the vendor API afresh each:
// every file starts servers of its own and keeps no state in module scope, and the imports were half of their time
// (docs/scale-contract.md section 7). The console's unit suite (web) stays isolated.
const SHARED_MODULES = { isolate: false };

const shared = {
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: "graphql/index.js" },
      { find: /^@\//, replacement: `${webSrc}/` },
    ],
  },
};

export default defineConfig({
  ...shared,
  test: {
    // Vitest's default leaves one core idle (one worker on a 2-core machine); these suites mostly wait on HTTP, child
    // processes and PGlite, so three files at a time keep both cores busy (docs/scale-contract.md section 7). The
    // browser project runs alone (its group).
    maxWorkers: 3,
    projects: [
      {
        ...shared,
        test: {
          name: "vendor-api",
          include: ["tests/vendor-api/**/*.test.ts"],
          ...SHARED_MODULES,
          globalSetup: [TEMPLATE_SETUP],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          name: "gateway",
          include: ["tests/gateway/**/*.test.ts"],
          ...SHARED_MODULES,
          globalSetup: [TEMPLATE_SETUP],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: { name: "web", include: ["tests/web/**/*.test.{ts,tsx}"], setupFiles: ["tests/web/setup-messages.ts"] },
      },
      {
        ...shared,
        test: { name: "lint", include: ["tests/lint/**/*.test.ts"], testTimeout: 30_000 },
      },
      {
        ...shared,
        // Faults and attacks against running processes: garbage upstream answers, hung paths, parallel logins.
        test: {
          name: "resilience",
          include: ["tests/resilience/**/*.test.ts"],
          globalSetup: [TEMPLATE_SETUP],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        // The gateway against a vendor API written in the test from the protocol alone (not vendor-api/).
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          ...SHARED_MODULES,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          // The files drive their own browsers and keep nothing in module scope but counters for unique names, so a
          // worker imports Playwright and the support modules once rather than once per file.
          ...SHARED_MODULES,
          // Files in parallel against the one shared server: each test that writes takes a tenant or records of its own
          // (createTenant, unique codes), so no file sees another's half-done change. Four workers on two cores: a file
          // waits on its page, its server and its Chromium in turn, and two files left a core idle in those waits
          // (docs/scale-contract.md section 7). Its own group, after the other projects.
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for what a user would wait for (a search answered, a table redrawn), as long as a locator does.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
