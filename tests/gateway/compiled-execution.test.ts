import { ApolloServer } from "@apollo/server";
import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from "graphql";
import { describe, expect, it } from "vitest";
import { compiledExecution } from "../../gateway/src/performance/compiled-execution";

const Filter = new GraphQLInputObjectType({
  name: "Filter",
  fields: {
    archived: { type: new GraphQLNonNull(GraphQLBoolean), defaultValue: false },
    size: { type: GraphQLInt },
  },
});

const Item = new GraphQLObjectType({
  name: "Item",
  fields: { id: { type: new GraphQLNonNull(GraphQLString) }, name: { type: new GraphQLNonNull(GraphQLString) } },
});

/** How many times `counted` ran: an operation the client did not name must not run. */
let runs = 0;

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: "Query",
    fields: {
      echo: {
        type: GraphQLString,
        args: { filter: { type: new GraphQLNonNull(Filter) } },
        resolve: (_root, { filter }) => JSON.stringify(filter),
      },
      refused: {
        type: GraphQLString,
        resolve: () => {
          throw new GraphQLError("Not for you.", { extensions: { code: "FORBIDDEN" } });
        },
      },
      failing: {
        type: GraphQLString,
        resolve: async () => {
          throw new Error("upstream broke");
        },
      },
      counted: {
        type: GraphQLInt,
        resolve: () => ++runs,
      },
      items: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Item))),
        resolve: () => [
          { id: "1", name: "first" },
          { id: "2", name: null },
        ],
      },
    },
  }),
});

async function answer(
  server: ApolloServer,
  query: string,
  variables?: Record<string, unknown>,
  operationName?: string,
) {
  const response = await server.executeOperation({ query, variables, operationName });
  if (response.body.kind !== "single") throw new Error("expected a single result");
  return { status: response.http.status, result: JSON.parse(JSON.stringify(response.body.singleResult)) };
}

describe("compiled execution", () => {
  const interpreted = new ApolloServer({ schema, includeStacktraceInErrorResponses: false });
  const compiled = new ApolloServer({ gateway: compiledExecution(schema), includeStacktraceInErrorResponses: false });

  it.each([
    ["an omitted non-null input field with a default", "query ($f: Filter!) { echo(filter: $f) }", { f: { size: 2 } }],
    ["a variable graphql-js cannot coerce", "query ($f: Filter!) { echo(filter: $f) }", { f: { size: "two" } }],
    ["a missing variable", "query ($f: Filter!) { echo(filter: $f) }", {}],
    ["an argument written in the document", "{ echo(filter: { size: 3 }) }", undefined],
    ["a refusal with its code", "{ refused echo(filter: {}) }", undefined],
    ["an unexpected failure", "{ failing }", undefined],
    ["a null in a non-null field of a list item", "{ items { id name } }", undefined],
    ["the same document again, from its compilation", "query ($f: Filter!) { echo(filter: $f) }", { f: {} }],
    [
      "fragments, aliases and @include",
      "query ($more: Boolean!) { first: items { ...Ids } second: items @include(if: $more) { name } } fragment Ids on Item { id }",
      { more: false },
    ],
    [
      "introspection (Apollo Sandbox, codegen)",
      "{ __schema { queryType { name } types { name kind } } __typename }",
      undefined,
    ],
  ])("answers %s as graphql-js does", async (_case, query, variables) => {
    const expected = await answer(interpreted, query, variables);
    expect(await answer(compiled, query, variables)).toEqual(expected);
  });

  // Apollo hands the executor the name it resolved, none for a name the document lacks: the executor chooses by the
  // client's name, as graphql-js does, and runs nothing.
  it.each([
    ["a name the document lacks", "query Only { counted }", "Missing"],
    ["a name the document lacks, of its one unnamed operation", "{ counted }", "Missing"],
    ["no name for a document of two operations", "query A { counted } query B { counted }", undefined],
  ])("answers %s as graphql-js does, running nothing", async (_case, query, operationName) => {
    runs = 0;
    const expected = await answer(interpreted, query, undefined, operationName);
    expect(expected.status).toBe(400);
    expect(await answer(compiled, query, undefined, operationName)).toEqual(expected);
    expect(runs).toBe(0);
  });
});
