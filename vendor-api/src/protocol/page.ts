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
