/**
 * A list's server-side sort as its URL holds it: one choice `<FIELD>_<ASC|DESC>` in a filter param, kept in sync with
 * the sortable headers of the table. The first choice is the server's default and is left out of the URL. No React.
 */

export type SortDirection = "ASC" | "DESC";

export interface ListSortOptions<K extends string> {
  /** The URL param that holds the choice (a "Sort by" select edits it too; it does not count as a filter). */
  param: K;
  /** Every choice, `<FIELD>_<ASC|DESC>`; the first is the server's default. */
  choices: readonly string[];
  /** The columns whose header sorts the list, and the field each sorts by. */
  columns: Readonly<Record<string, string>>;
}

/** The field and direction of a choice; an unknown or empty one is the default. */
export function sortOfChoice<F extends string>(
  choice: string,
  choices: readonly string[],
): { field: F; order: SortDirection } {
  const chosen = choices.includes(choice) ? choice : choices[0];
  const cut = chosen.lastIndexOf("_");
  return { field: chosen.slice(0, cut) as F, order: chosen.slice(cut + 1) as SortDirection };
}

/** A sortable header's click: its field latest or highest first, or the other way round when it already is. */
export function nextSortChoice(current: string, field: string, choices: readonly string[]): string {
  const sort = sortOfChoice(current, choices);
  const next = `${field}_${sort.field === field && sort.order === "DESC" ? "ASC" : "DESC"}`;
  return next === choices[0] ? "" : next;
}

/** The column whose header shows the current sort, and in which direction (`aria-sort`); null for another field. */
export function sortedColumnOf(
  choice: string,
  { choices, columns }: Pick<ListSortOptions<string>, "choices" | "columns">,
): { key: string; direction: "ascending" | "descending" } | null {
  const sort = sortOfChoice(choice, choices);
  const key = Object.keys(columns).find((column) => columns[column] === sort.field);
  return key ? { key, direction: sort.order === "ASC" ? "ascending" : "descending" } : null;
}
