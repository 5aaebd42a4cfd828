/**
 * Walks a list page by page (`pageNum`, `pageSize` → `{items, total}`, the pages the GraphQL list fields answer), so
 * an export holds one page in memory whatever its length. The first page is read before anything is sent: a refusal
 * (a bad filter, an unknown trip, no session) still becomes a proper HTTP error instead of a truncated file.
 */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export type PageReader<T> = (pageNum: number, pageSize: number) => Promise<ListPage<T>>;

export interface PagedList<T> {
  total: number;
  rows: AsyncGenerator<T>;
}

export async function openPagedList<T>(readPage: PageReader<T>, pageSize: number): Promise<PagedList<T>> {
  let firstPage: ListPage<T> | null = await readPage(1, pageSize);
  const total = firstPage.total;
  async function* rows(): AsyncGenerator<T> {
    let page = firstPage!;
    firstPage = null; // from here on only the page being written is held
    let pageNum = 1;
    let seen = 0;
    for (;;) {
      yield* page.items;
      seen += page.items.length;
      // A short or empty page ends the walk even if `total` grew meanwhile; rows added later belong to a next export.
      if (page.items.length < pageSize || seen >= page.total) return;
      pageNum += 1;
      page = await readPage(pageNum, pageSize);
    }
  }
  return { total, rows: rows() };
}
