import { z } from "zod";

/** The paging fields of every `POST /x/list` body: a 1-based page number and a page size of at most 100. */
export const pageInput = {
  pageNum: z.int().min(1),
  pageSize: z.int().min(1).max(100),
};
