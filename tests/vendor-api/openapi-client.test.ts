/**
 * What an integrator does with schema/vendor-api.openapi.json: generate types with openapi-typescript, write a client
 * with openapi-fetch, typecheck it, and call a running vendor API over HTTP with it (docs/foundation-contract.md,
 * "OpenAPI").
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support/api";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The integrator's code: named types from the document, named calls, no cast. */
const CLIENT = `
import createClient from "openapi-fetch";
import type { components, operations, paths } from "./vendor-api";

type LoginResult = components["schemas"]["LoginResult"];
type OrderListItem = components["schemas"]["OrderListItem"];
type Status = components["schemas"]["Status"];
type OrderListBody = operations["orderList"]["requestBody"]["content"]["application/json"];

export async function firstOrders(
  baseUrl: string,
  username: string,
  password: string,
): Promise<{ login: LoginResult; orders: OrderListItem[]; total: number; status: Status }> {
  const client = createClient<paths>({ baseUrl });
  const signIn = await client.POST("/vendor/account/login", {
    params: { query: { timestamp: Date.now() } },
    body: { username, password },
  });
  if (!signIn.data || signIn.data.status.code !== 0) throw new Error(JSON.stringify(signIn.data ?? signIn.error));
  const login = signIn.data.result;
  const filter: OrderListBody = { pageNum: 1, pageSize: 5 };
  const page = await client.POST("/order/list", {
    params: { query: { timestamp: Date.now() } },
    headers: { operatorToken: login.operatorToken, tid: String(login.tenantId) },
    body: filter,
  });
  if (!page.data) throw new Error(JSON.stringify(page.error));
  return { login, orders: page.data.result.list, total: page.data.result.total, status: page.data.status };
}

export async function misspelt(baseUrl: string): Promise<void> {
  const client = createClient<paths>({ baseUrl });
  // @ts-expect-error the page number is a number
  await client.POST("/order/list", { params: { query: { timestamp: 1 } }, body: { pageNum: "1", pageSize: 5 } });
  // @ts-expect-error the vendor API has no such call
  await client.POST("/order/lists", {});
}
`;

let api: TestApi;
let baseUrl: string;
let directory: string;

beforeAll(async () => {
  api = await startTestApi();
  baseUrl = await api.app.listen({ port: 0, host: "127.0.0.1" });
  // Under the repository (test-results/ is ignored), so that the client resolves openapi-fetch as a project would.
  await mkdir(path.join(ROOT, "test-results"), { recursive: true });
  directory = await mkdtemp(path.join(ROOT, "test-results", "openapi-client-"));
  const document = JSON.parse(await readFile(path.join(ROOT, "schema/vendor-api.openapi.json"), "utf8"));
  await writeFile(path.join(directory, "vendor-api.ts"), astToString(await openapiTS(document)));
  await writeFile(path.join(directory, "client.ts"), CLIENT);
});

afterAll(async () => {
  await api?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe("a client generated from the OpenAPI document", () => {
  it("has a named type for each record and a named operation for each call", async () => {
    const types = await readFile(path.join(directory, "vendor-api.ts"), "utf8");
    for (const name of ["Status", "LoginResult", "OrderListItem", "OrderListRequest", "OrderListResponse"])
      expect(types).toMatch(new RegExp(`^ {8}${name}: \\{`, "m"));
    for (const name of ["vendorAccountLogin", "orderList", "orderFind"])
      expect(types).toMatch(new RegExp(`^ {4}${name}: \\{`, "m"));
  });

  it("typechecks, catching a wrong field type and an unknown call", () => {
    const program = ts.createProgram([path.join(directory, "client.ts")], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      types: [],
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    expect(problems).toEqual([]);
  });

  it("logs in and lists orders of a running vendor API", async () => {
    const client = (await import(pathToFileURL(path.join(directory, "client.ts")).href)) as {
      firstOrders(
        baseUrl: string,
        username: string,
        password: string,
      ): Promise<{
        login: { username: string };
        orders: Array<{ orderNumber: string }>;
        total: number;
        status: { code: number; msg: string };
      }>;
    };
    const { login, orders, total, status } = await client.firstOrders(baseUrl, "admin", "admin123");
    expect(login.username).toBe("admin");
    expect(status).toEqual({ code: 0, msg: "success" });
    expect(total).toBeGreaterThan(5);
    expect(orders).toHaveLength(5);
    expect(orders[0]!.orderNumber).toEqual(expect.any(String));
  });
});
