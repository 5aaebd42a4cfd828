/**
 * The console's own GraphQL documents (web/src/gql, generated from web/src by `npm run generate:web`), as text for the
 * gateway suites: a test runs what a screen sends, not a copy of it that could drift. The generated documents carry
 * `__typename` on every selection for Apollo's cache; the text here leaves it out, so answers read as the screen's
 * source asks for them.
 */
import { Kind, print, visit, type DocumentNode } from "graphql";

export function consoleDocument(document: DocumentNode): string {
  return print(
    visit(document, {
      [Kind.FIELD]: (field) => (field.name.value === "__typename" && !field.alias ? null : undefined),
    }),
  );
}
