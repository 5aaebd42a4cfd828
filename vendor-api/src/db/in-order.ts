/**
 * Runs reads one after another and returns their results as `Promise.all` would. A transaction holds one connection,
 * and node-postgres refuses overlapping queries on one connection from pg 9 (it warns today), so reads in functions
 * that may be handed a transaction go through here rather than `Promise.all`.
 */
export async function inOrder<T extends readonly unknown[]>(
  reads: readonly [...{ [K in keyof T]: () => PromiseLike<T[K]> }],
): Promise<T> {
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
