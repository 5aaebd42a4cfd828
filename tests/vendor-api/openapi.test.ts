import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { renderOpenApi } from "../../vendor-api/src/openapi";

describe("schema/vendor-api.openapi.json", () => {
  it("is up to date with the route schemas (npm run generate:openapi)", async () => {
    const committed = await readFile(new URL("../../schema/vendor-api.openapi.json", import.meta.url), "utf8");
    expect(committed).toBe(await renderOpenApi());
  });

  it("documents every call of the foundation with its envelope", async () => {
    const document = JSON.parse(await renderOpenApi());
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/vendor/account/login",
        "/tenant/info",
        "/api/datacenter/search/city",
        "/service-fee/config/query",
        "/admin/auth-code",
      ]),
    );
    const login = document.paths["/vendor/account/login"].post;
    expect(login.requestBody.content["application/json"].schema.required).toEqual(["username", "password"]);
    expect(login.responses["200"].content["application/json"].schema.properties.result.required).toContain(
      "operatorToken",
    );
    expect(document.paths["/configuration/findtenant"].get.security).toEqual([{ operatorToken: [] }]);
  });

  it("declares 64-bit integers as int64, so tools that read a bare integer as 32 bits keep a timestamp whole", async () => {
    const document = JSON.parse(await renderOpenApi());
    const timestamp = document.paths["/vendor/account/login"].post.parameters.find(
      (parameter: { name: string }) => parameter.name === "timestamp",
    );
    expect(timestamp.schema).toMatchObject({ type: "integer", format: "int64" });
    const pageSize =
      document.paths["/order/list"].post.requestBody.content["application/json"].schema.properties.pageSize;
    expect(pageSize.format).toBeUndefined();
  });

  it("declares nullable types as anyOf with a null branch, which GraphQL Mesh reads as nullable", async () => {
    const text = await renderOpenApi();
    const document = JSON.parse(text);
    const order =
      document.paths["/order/list"].post.responses["200"].content["application/json"].schema.properties.result
        .properties.list.items;
    expect(order.properties.cardLast4).toEqual({
      description: "Last 4 digits of the card paid with, if any",
      anyOf: [{ type: "string" }, { type: "null" }],
    });
    expect(order.required).toContain("cardLast4");
    expect(document.openapi).toBe("3.1.0");
    expect(text).not.toMatch(/"type": \[/);
  });
});
