import { z } from "zod";

/** The paging fields of every `POST /x/list` body: a 1-based page number and a page size of at most 100. */
export const pageInput = {
  pageNum: z.int().min(1),
  pageSize: z.int().min(1).max(100),
};

/** The answer of every `POST /x/list`: a page of items and the total (docs/scale-contract.md section 3). */
export const pageResult = <S extends z.ZodType>(item: S) =>
  z.object({
    list: z.array(item),
    total: z.int(),
    totalIsLowerBound: z
      .boolean()
      .optional()
      .describe("true: more than `total` items match (the count stopped there); absent or false: `total` is exact"),
  });

/**
 * The optional `fields` member of a list body: the item members the caller reads (docs/sales-contract.md section 4).
 * Without it an item comes whole; a caller that reads a few columns of a wide row is spared the rest of its bytes.
 */
export const itemFieldsInput = (item: z.ZodObject) => ({
  fields: z
    .array(z.enum(Object.keys(item.shape) as [string, ...string[]]))
    .min(1)
    .max(Object.keys(item.shape).length)
    .optional()
    .describe("The item members to answer, the others left out of each item; absent: every member"),
});

/** A checked list answer with only the named members of each item, in place (the answer is the route's own copy). */
export function keepItemFields<T extends { list: Record<string, unknown>[] }>(
  page: T,
  fields: readonly string[] | undefined,
): T {
  if (!fields) return page;
  page.list = page.list.map((item) => {
    const kept: Record<string, unknown> = {};
    for (const field of fields) kept[field] = item[field];
    return kept;
  }) as T["list"];
  return page;
}
