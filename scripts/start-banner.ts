import type { DemoAccount } from "../vendor-api/src/seed/demo";

export interface BannerFacts {
  consoleUrl: string;
  vendorApiUrl: string;
  /** Where the embedded vendor API keeps its data; undefined when the gateway wraps another vendor API. */
  embeddedDataDir?: string;
  /** Apollo Sandbox is served at /graphql outside production. */
  sandbox: boolean;
  /** Listed only on the start that created them, so a real vendor's terminal never shows demo passwords. */
  demoAccounts: DemoAccount[];
  /** No user exists (production on an empty database): how to make the first administrator instead. */
  needsFirstAdministrator?: boolean;
  /** How the embedded vendor API delivers e-mail; undefined when the gateway wraps another vendor API. */
  mail?: "smtp" | "printed" | "queued";
}

const MAIL_LINES = {
  smtp: "sent through SMTP_URL",
  printed: "shown in this terminal and on System Settings → Development Mail, not sent (SMTP_URL is not set)",
  queued: "not sent: SMTP_URL is not set (messages stay queued)",
} as const;

/** What `npm start` prints once it listens: where everything is, and on a first start how to sign in. */
export function banner(facts: BannerFacts): string {
  const lines = [
    "",
    "Vendor console is running.",
    `  Console     ${facts.consoleUrl}/`,
    `  GraphQL     ${facts.consoleUrl}/graphql${facts.sandbox ? "  (open it in a browser for Apollo Sandbox)" : ""}`,
    `  Vendor API  ${facts.vendorApiUrl}${facts.embeddedDataDir ? `  (embedded, data in ${facts.embeddedDataDir})` : ""}`,
    ...(facts.mail ? [`  E-mail      ${MAIL_LINES[facts.mail]}`] : []),
  ];
  if (facts.demoAccounts.length > 0) {
    lines.push("", "Demo data created. Sign in with:");
    const rows = [["tenant", "user name", "password", "role"], ...facts.demoAccounts.map(accountRow)];
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows)
      lines.push(
        `  ${row
          .map((cell, column) => cell.padEnd(widths[column]))
          .join("  ")
          .trimEnd()}`,
      );
  }
  if (facts.needsFirstAdministrator)
    lines.push(
      "",
      "No user exists yet: production creates no demo accounts. Make the first administrator with this DATA_DIR or",
      "DATABASE_URL (it reads the password from standard input; stop the console first when its database is PGlite):",
      `  ${CREATE_ADMIN_COMMAND}`,
    );
  lines.push("", "Request logs are at LOG_LEVEL=debug; errors are always logged. Stop with Ctrl+C.", "");
  return lines.join("\n");
}

/** The command README's "Production" section documents (vendor-api/src/cli.ts). */
export const CREATE_ADMIN_COMMAND =
  "npm run vendor-api -- create-admin --tenant <company name> --user <user name> [--email <address>]";

const accountRow = (account: DemoAccount) => [account.tenant, account.username, account.password, account.role];
