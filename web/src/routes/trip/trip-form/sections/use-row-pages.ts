import { useState } from "react";

/**
 * Rows of the date list drawn at once. A season can fill a trip's 2 000 dates and shifts; drawn all together (three
 * inputs and a button each) they held a shared 2-core machine's page for more than 30 s, and every keystroke of the
 * controlled form drew them again.
 */
export const ROWS_PER_PAGE = 50;

const pageOf = (index: number) => Math.floor(index / ROWS_PER_PAGE) + 1;

/** The row indexes (`inventories.<i>.…`) that carry a message. */
const rowsWithMessages = (errors: Record<string, unknown>, list: string): number[] =>
  Object.keys(errors).flatMap((path) => {
    const match = new RegExp(`^${list}\\.(\\d+)\\.`).exec(path);
    return match ? [Number(match[1])] : [];
  });

/** Whether the messages only went (a field fixed, a message cleared): no new message to bring into view. */
function onlyCleared(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  const keys = Object.keys(after);
  return keys.length < Object.keys(before).length && keys.every((key) => Object.hasOwn(before, key));
}

/**
 * The page of a long list of form rows on screen. When the form's messages are set anew (a refused save, the server's
 * answer) and none is on a row of this page, the page of the first row with one is shown, so the form's reveal of the
 * first message finds it; a message on the page in use keeps the page, and so does a message that only went away.
 */
export function useRowPages(count: number, errors: Record<string, unknown>, list: string) {
  const [page, setPage] = useState(1);
  const [seen, setSeen] = useState(errors);
  const pages = Math.max(1, Math.ceil(count / ROWS_PER_PAGE));
  const current = Math.min(page, pages);
  if (seen !== errors) {
    // Adjusting state while rendering (React's pattern for state derived from props): the page is right before the
    // render is committed, so the effect that reveals the first message sees its row.
    setSeen(errors);
    const rows = rowsWithMessages(errors, list);
    if (rows.length > 0 && !onlyCleared(seen, errors) && !rows.some((row) => pageOf(row) === current))
      setPage(pageOf(Math.min(...rows)));
  }
  const start = (current - 1) * ROWS_PER_PAGE;
  return {
    page: current,
    start,
    end: Math.min(count, start + ROWS_PER_PAGE),
    setPage,
    /** Shows the page of a row (e.g. the first row just added). */
    showRow: (index: number) => setPage(pageOf(index)),
  };
}
