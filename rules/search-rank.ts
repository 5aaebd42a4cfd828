/**
 * How closely a name matches what was typed, for the command palette (docs/foundation-contract.md section 4,
 * "Search"): an exact name first, then names that start with it, then a whole word of it, then the rest, so that
 * "Harbor Cruise" comes before "City Walk and Harbor Cruise". Case and surrounding spaces are ignored.
 */
export function matchRank(typed: string, ...names: readonly string[]): number {
  const wanted = typed.trim().toLocaleLowerCase();
  return Math.min(
    ...names.map((name) => {
      const text = name.trim().toLocaleLowerCase();
      if (text === wanted) return 0;
      if (text.startsWith(wanted)) return 1;
      if (text.split(/[\s\-_/]+/).includes(wanted)) return 2;
      return 3;
    }),
  );
}

/** The items in rank order, the closest first; items of one rank keep their order (the server's, newest first). */
export function byMatchRank<T>(typed: string, items: readonly T[], namesOf: (item: T) => readonly string[]): T[] {
  return items
    .map((item, index) => ({ item, index, rank: matchRank(typed, ...namesOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
