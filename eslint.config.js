import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

/*
 * Boundaries. The console, the gateway and the vendor API talk over GraphQL and REST, never through each other's code;
 * each may import the rule set at the root (`rules/`, `#rules`), and the two servers what they share in
 * `server-shared/` (the login policy `#login-policy`, the access line `#access-log`, tracing `#tracing`, the metrics
 * listener `#metrics`, the settings rules `#env-config`, the log redaction list `#log-redaction`; package.json
 * "imports"), which the console does not run. Tests may import anything.
 */
const PARTS = ["web", "gateway", "vendor-api"];

/** An import that climbs out of `part` into another part (`../../../gateway/src/…`). */
const partPattern = (part) => ({
  regex: `^(\\.\\./)+(${PARTS.filter((other) => other !== part).join("|")})(/|$)`,
  message: `${part}/ may not import another part's code: go through its GraphQL or REST API, or the root rules/${part === "web" ? "" : " and server-shared/"}.`,
});

/** The servers' shared code, by path or by its aliases: not the console's (it runs none of it in the browser). */
const serverSharedPattern = {
  regex: `^((\\.\\./)+server-shared(/|$)|#(${readdirSync(new URL("./server-shared/", import.meta.url)).join("|")})$)`,
  message:
    "web/ may not import server-shared/: the servers' code does not run in the console; shared rules go in rules/.",
};

/*
 * A screen is a module directly in an area folder of web/src/routes whose name starts in lower case (the files that
 * route-table.ts and the router load: `trip/trip-list.tsx`, kebab-case); its own pieces live in the sub-folder of the
 * same name (`trip/trip-form/…`), pieces several screens of an area share in a sub-folder named for what they share
 * (`sales/order/…`), and what areas share in web/src/shared. A screen never imports another screen.
 */
const ROUTES = new URL("./web/src/routes/", import.meta.url);
const SCREEN_FILE = /^[a-z][^.]*\.tsx$/;
const screensByArea = readdirSync(ROUTES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((area) => ({
    area: area.name,
    screens: readdirSync(new URL(`${area.name}/`, ROUTES))
      .filter((file) => SCREEN_FILE.test(file))
      .map((file) => file.replace(/\.tsx$/, "")),
  }))
  .filter(({ screens }) => screens.length > 0);
const everyScreen = screensByArea.flatMap(({ area, screens }) => screens.map((screen) => `${area}/${screen}`));
const screenMessage =
  "A screen may not import another screen: move the shared piece to web/src/shared (or a sub-folder).";

const restrictedImports = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "web/dist",
      "web/explorer/dist",
      ".vitest-attachments",
      "web/src/gql",
      "data",
      "vendor-api/drizzle",
      "test-results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // type-graphql resolvers and REST envelopes are typed at the edges; explicit any stays visible in review.
      "@typescript-eslint/no-explicit-any": "warn",
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...PARTS.map((part) => ({
    files: [`${part}/**`],
    rules: restrictedImports(part === "web" ? [partPattern(part), serverSharedPattern] : [partPattern(part)]),
  })),
  ...screensByArea.map(({ area, screens }) => ({
    files: [`web/src/routes/${area}/[a-z]*.tsx`],
    rules: restrictedImports([
      partPattern("web"),
      serverSharedPattern,
      { regex: `^\\./(${screens.join("|")})(\\.tsx)?$`, message: screenMessage },
      { regex: `^(@/routes/|(\\.\\./)+(routes/)?)(${everyScreen.join("|")})(\\.tsx)?$`, message: screenMessage },
    ]),
  })),
);
