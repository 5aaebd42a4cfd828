/**
 * `npm run dev`: the API side as in `npm start` (without serving a build) plus Vite's dev server, which proxies
 * /graphql to the gateway on :4000.
 */
import { spawn } from "node:child_process";

const api = spawn("npx", ["tsx", "watch", "scripts/start.ts"], { stdio: "inherit", env: process.env });
const web = spawn("npx", ["vite", "--config", "web/vite.config.ts"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    api.kill(signal);
    web.kill(signal);
  });
}
