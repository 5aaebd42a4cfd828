import { Field, InputType, Int } from "type-graphql";
import { max, min, validateFields } from "#rules";
import { assertValid } from "./field-rules";

export const PAGE_SIZE_MAX = 100;
export const DEFAULT_PAGE_SIZE = 20;

@InputType({ description: "Which page of a list to return. Pages count from 1; a page holds 1 to 100 items." })
export class PageInput {
  @Field(() => Int, { defaultValue: 1, description: "Page number, from 1." })
  number!: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: "Items per page, 1 to 100 (default 20)." })
  size!: number;
}

/** The protocol's page (`pageNum`, `pageSize`) after checking the page input; BAD_USER_INPUT on `page.number|size`. */
export interface UpstreamPage {
  pageNum: number;
  pageSize: number;
}

export function toUpstreamPage(page: PageInput | null | undefined, argumentName = "page"): UpstreamPage {
  const number = page?.number ?? 1;
  const size = page?.size ?? DEFAULT_PAGE_SIZE;
  assertValid(
    validateFields({
      [`${argumentName}.number`]: [number, [min(1)]],
      [`${argumentName}.size`]: [size, [min(1), max(PAGE_SIZE_MAX)]],
    }),
  );
  return { pageNum: number, pageSize: size };
}
