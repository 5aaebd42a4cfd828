/**
 * Walks an upstream `{list, total}` list page by page, so an export holds one page in memory whatever its length.
 * The first page is read before anything is sent: a refusal (unknown trip, no session) still becomes a proper HTTP
 * error instead of a truncated file.
 */
export interface ListPage<T> {
  list: T[];
  total: number;
}

export type PageReader<T> = (pageNum: number, pageSize: number) => Promise<ListPage<T>>;

export interface PagedList<T> {
  total: number;
  rows: AsyncGenerator<T>;
}

export async function openPagedList<T>(readPage: PageReader<T>, pageSize: number): Promise<PagedList<T>> {
  const first = await readPage(1, pageSize);
  async function* rows(): AsyncGenerator<T> {
    let page = first;
    let pageNum = 1;
    let seen = 0;
    for (;;) {
      yield* page.list;
      seen += page.list.length;
      // A short or empty page ends the walk even if `total` grew meanwhile; rows added later belong to a next export.
      if (page.list.length < pageSize || seen >= page.total) return;
      pageNum += 1;
      page = await readPage(pageNum, pageSize);
    }
  }
  return { total: first.total, rows: rows() };
}
