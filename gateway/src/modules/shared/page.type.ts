import type { ClassType } from "type-graphql";
import { Field, Int, ObjectType } from "type-graphql";

/**
 * The `<X>Page {items, total, totalIsLowerBound, page, pageSize}` shape every list returns. Use as
 * `@ObjectType({description}) class TripPage extends PageOf(TripSummary) {}`.
 */
export function PageOf<TItem extends object>(itemClass: ClassType<TItem>) {
  @ObjectType()
  abstract class Page {
    @Field(() => [itemClass], { description: "The items of this page." })
    items!: TItem[];

    @Field(() => Int, {
      description:
        "How many items match the filter, over all pages; when `totalIsLowerBound`, at least this many (large lists " +
        "stop counting at 10 000).",
    })
    total!: number;

    @Field(() => Boolean, {
      description:
        "True when more than `total` items match: the count stopped there. Pages beyond it still load while they are " +
        "full.",
    })
    totalIsLowerBound!: boolean;

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
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
}
