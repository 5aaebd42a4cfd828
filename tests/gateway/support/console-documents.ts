/**
 * The console's own GraphQL documents (web/src/gql, generated from web/src by `npm run generate:web`), as text for the
 * gateway suites: a test runs what a screen sends, not a copy of it that could drift. The generated documents carry
 * `__typename` on every selection for Apollo's cache; the text here leaves it out, so answers read as the screen's
 * source asks for them.
 */
import { Kind, print, visit, type DocumentNode } from "graphql";
import type { GraphQLResponse } from "./graphql-client";

export function consoleDocument(document: DocumentNode): string {
  return print(
    visit(document, {
      [Kind.FIELD]: (field) => (field.name.value === "__typename" && !field.alias ? null : undefined),
    }),
  );
}

type Row = Record<string, unknown> & { id: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely, like graphql-client's gql
type Answer = GraphQLResponse<Record<string, any>>;

/**
 * A test that checks fields a screen does not read asks them in a second, small query; this puts them on the
 * screen's rows, matched by id, so that the assertions read one row.
 */
export function withFieldsOf(rows: Row[], more: Row[]): Row[] {
  return rows.map((row) => ({ ...row, ...more.find((other) => other.id === row.id) }));
}

/**
 * One page of a list asked twice, by the screen's document and by a small query of what the screen does not read:
 * the screen's page with the other's paging fields beside it and its fields on each row; the screen's errors first.
 */
export function joinPages(field: string, screen: Answer, extras: Answer): Answer {
  const errors = screen.errors ?? extras.errors;
  const [page, more] = [screen.data?.[field], extras.data?.[field]];
  if (!page || !more) return { ...screen, errors };
  return { ...screen, errors, data: { [field]: { ...more, ...page, items: withFieldsOf(page.items, more.items) } } };
}
