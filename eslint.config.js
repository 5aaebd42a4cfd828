import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

/*
 * Boundaries. The console, the gateway and the vendor API talk over GraphQL and REST, never through each other's code;
 * each may import the shared modules at the root (the rule set `rules/`, `#rules`; the login policy `login-policy/`,
 * `#login-policy`; the servers' access line `access-log/`, `#access-log`; their tracing `tracing/`, `#tracing`; their metrics listener `metrics/`, `#metrics`), and
 * tests may import anything.
 */
const PARTS = ["web", "gateway", "vendor-api"];

/** An import that climbs out of `part` into another part (`../../../gateway/src/…`). */
const partPattern = (part) => ({
  regex: `^(\\.\\./)+(${PARTS.filter((other) => other !== part).join("|")})(/|$)`,
  message: `${part}/ may not import another part's code: go through its GraphQL or REST API, or the root rules/, login-policy/, access-log/, tracing/ and metrics/.`,
});

/*
 * A screen is a module directly in an area folder of web/src/routes whose name starts in lower case (the files that
 * route-table.ts and the router load: `trip/trip_list.tsx`); its own pieces live in sub-folders (`trip/form/…`) and
 * what several screens share in web/src/shared. A screen never imports another screen.
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
  { ignores: ["node_modules", "dist", "web/dist", "web/src/gql", "data", "vendor-api/drizzle", "test-results"] },
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
  ...PARTS.map((part) => ({ files: [`${part}/**`], rules: restrictedImports([partPattern(part)]) })),
  ...screensByArea.map(({ area, screens }) => ({
    files: [`web/src/routes/${area}/[a-z]*.tsx`],
    rules: restrictedImports([
      partPattern("web"),
      { regex: `^\\./(${screens.join("|")})(\\.tsx)?$`, message: screenMessage },
      { regex: `^(@/routes/|(\\.\\./)+(routes/)?)(${everyScreen.join("|")})(\\.tsx)?$`, message: screenMessage },
    ]),
  })),
);
