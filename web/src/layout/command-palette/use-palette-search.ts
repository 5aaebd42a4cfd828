import { useEffect, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useDebouncedValue } from "@mantine/hooks";
import { fail, SEARCH_MAX } from "#rules";
import { graphql } from "@/gql";
import type { CommandPaletteQuery as SearchAnswer } from "@/gql/graphql";

export const CommandPaletteQuery = graphql(`
  query CommandPalette($keyword: String!, $limit: Int) {
    search(keyword: $keyword, limit: $limit) {
      keyword
      orders {
        id
        orderNumber
        contact {
          firstName
          lastName
        }
      }
      trips {
        id
        name
        code
      }
      coupons {
        id
        code
      }
      users {
        id
        username
        firstName
        lastName
      }
    }
  }
`);

/** Typing pauses this long before a search is sent: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 200;
const PER_KIND = 5;

export type SearchResults = SearchAnswer["search"];

interface Answer {
  term: string;
  results?: SearchResults;
  failed?: boolean;
}

/**
 * The server's records for the text, debounced. A new term aborts the request of the one before it, so a slow
 * answer to an old text never replaces the answer to the new one. Errors are the palette's to show (`local`).
 */
export function usePaletteSearch(text: string) {
  const client = useApolloClient();
  const current = text.trim();
  const [term] = useDebouncedValue(current, SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer>({ term: "" });

  const tooLong = current.length > SEARCH_MAX;

  useEffect(() => {
    // A text past the server's limit is answered here with the limit's own words, not sent to be refused.
    if (!term || term.length > SEARCH_MAX) return;
    const controller = new AbortController();
    client
      .query({
        query: CommandPaletteQuery,
        variables: { keyword: term, limit: PER_KIND },
        fetchPolicy: "network-only",
        context: { errorHandling: "local", fetchOptions: { signal: controller.signal } },
      })
      .then(
        ({ data }) => {
          if (!controller.signal.aborted) setAnswer({ term, results: data?.search });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ term, failed: true });
        },
      );
    return () => controller.abort();
  }, [client, term]);

  const settled = current !== "" && answer.term === current;
  return {
    results: settled ? answer.results : undefined,
    failed: settled && answer.failed === true,
    searching: current !== "" && !settled && !tooLong,
    tooLong: tooLong ? fail("maxLength", { n: SEARCH_MAX }) : undefined,
  };
}
