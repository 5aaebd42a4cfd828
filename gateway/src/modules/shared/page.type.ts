import type { ClassType } from "type-graphql";
import { Field, Int, InterfaceType, ObjectType } from "type-graphql";

/**
 * What every paged list answers besides its items (whose type differs per list), so that a client pages any list the
 * same way: `... on Page { total totalIsLowerBound page pageSize }`.
 */
@InterfaceType("Page", {
  description: "A page of a list: its position and how many items match, over all pages. Every `<X>Page` is one.",
})
export abstract class PageFields {
  @Field(() => Int, {
    description:
      "How many items match the filter, over all pages; when `totalIsLowerBound`, at least this many (large lists " +
      "stop counting at 10 000, lists narrowed by a text search at 100).",
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

/**
 * The `<X>Page {items, total, totalIsLowerBound, page, pageSize}` shape every list returns, implementing `Page`. Use
 * as `@ObjectType({description, implements: PageFields}) class TripPage extends PageOf(TripSummary) {}`.
 */
export function PageOf<TItem extends object>(itemClass: ClassType<TItem>) {
  @ObjectType({ implements: PageFields })
  abstract class PageOfItems extends PageFields {
    @Field(() => [itemClass], { description: "The items of this page." })
    items!: TItem[];
  }
  return PageOfItems;
}

export interface Page<TItem> {
  items: TItem[];
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
}
