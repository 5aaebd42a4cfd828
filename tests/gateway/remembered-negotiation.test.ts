/**
 * Apollo's remembered content negotiation (gateway/src/performance/remembered-negotiation.ts) answers as negotiator
 * does, for the lists Apollo Server negotiates and every kind of header, past the memory's size too, and Apollo's
 * answers keep their content type.
 */
import { ApolloServer, HeaderMap } from "@apollo/server";
import { describe, expect, it } from "vitest";
import {
  apolloNegotiator,
  negotiatorsOwnMediaType,
  rememberApolloNegotiation,
} from "../../gateway/src/performance/remembered-negotiation";

const Negotiator = apolloNegotiator() as unknown as new (request: { headers: { accept?: string } }) => {
  request: { headers: { accept?: string } };
  mediaType(available?: string[]): string | undefined;
};

/** What Apollo Server 5 asks (requestPipeline.js, ApolloServer.js, runHttpQuery.js). */
const LISTS = [
  ["multipart/mixed; incrementalSpec=v0.2", "multipart/mixed; deferSpec=20220824"],
  ["application/json", "application/graphql-response+json", "application/json; charset=utf-8"],
  [
    "application/json",
    "application/graphql-response+json",
    "multipart/mixed; deferSpec=20220824",
    "multipart/mixed; incrementalSpec=v0.2",
    "multipart/mixed",
    "text/html",
  ],
];

const HEADERS = [
  undefined,
  "",
  "*/*",
  "application/json",
  "application/graphql-response+json, application/json;q=0.9",
  "application/json;q=0, text/html",
  "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "multipart/mixed;deferSpec=20220824, application/json",
  "multipart/mixed; incrementalSpec=v0.2",
  "application/*;q=0.5, */*;q=0.1",
  "nonsense;;;q=x",
  `application/json, ${"x".repeat(300)}/y`,
];

const negotiatorOf = (accept: string | undefined) =>
  new Negotiator({ headers: accept === undefined ? {} : { accept } });
const negotiate = (accept: string | undefined, list: string[]) => negotiatorOf(accept).mediaType(list);

describe("remembered content negotiation", () => {
  it("answers as negotiator, first and every later time, past the memory's size", () => {
    const varied = Array.from({ length: 100 }, (_, index) => `application/json;q=0.${index % 10}, text/html;q=0.5`);
    const cases = LISTS.flatMap((list) => [...HEADERS, ...varied].map((accept) => ({ accept, list })));
    // Another file of this worker's may have replaced it already (the gateway suite shares modules): the expected
    // answers are negotiator's own either way.
    const own = negotiatorsOwnMediaType();
    const expected = cases.map(({ accept, list }) => own.call(negotiatorOf(accept), list));
    rememberApolloNegotiation();
    expect(Negotiator.prototype.mediaType).not.toBe(own);
    for (let round = 0; round < 3; round++) {
      expect(cases.map(({ accept, list }) => negotiate(accept, list))).toEqual(expected);
    }
    // A call without a list is negotiator's own: the preferred type of the header.
    expect(new Negotiator({ headers: { accept: "text/html, application/json;q=0.5" } }).mediaType()).toBe("text/html");
  });

  it("keeps Apollo's content type of an answer", async () => {
    rememberApolloNegotiation();
    const server = new ApolloServer({
      typeDefs: "type Query { hello: String }",
      resolvers: { Query: { hello: () => "hi" } },
    });
    await server.start();
    const send = async (accept: string | undefined) => {
      const headers = new HeaderMap([["content-type", "application/json"]]);
      if (accept !== undefined) headers.set("accept", accept);
      const response = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: "POST", headers, search: "", body: { query: "{ hello }" } },
        context: async () => ({}),
      });
      return [response.status ?? 200, response.headers.get("content-type")];
    };
    try {
      for (let round = 0; round < 2; round++) {
        expect(await send(undefined)).toEqual([200, "application/json; charset=utf-8"]);
        expect(await send("application/graphql-response+json")).toEqual([
          200,
          "application/graphql-response+json; charset=utf-8",
        ]);
        expect(await send("text/plain")).toEqual([406, expect.any(String)]);
      }
    } finally {
      await server.stop();
    }
  });
});
