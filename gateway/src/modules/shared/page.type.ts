import type { ClassType } from "type-graphql";
import { Field, Int, ObjectType } from "type-graphql";

/**
 * The `<X>Page {items, total, page, pageSize}` shape every list returns. Use as
 * `@ObjectType({description}) class TripPage extends PageOf(TripSummary) {}`.
 */
export function PageOf<TItem extends object>(itemClass: ClassType<TItem>) {
  @ObjectType()
  abstract class Page {
    @Field(() => [itemClass], { description: "The items of this page." })
    items!: TItem[];

    @Field(() => Int, { description: "How many items match the filter, over all pages." })
    total!: number;

    @Field(() => Int, { description: "This page's number, from 1." })
    page!: number;

    @Field(() => Int, { description: "The page size asked for." })
    pageSize!: number;
  }
  return Page;
}

export interface Page<TItem> {
  items: TItem[];
  total: number;
  page: number;
  pageSize: number;
}
