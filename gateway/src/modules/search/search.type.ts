import { Field, ObjectType } from "type-graphql";
import { CouponSummary } from "../coupon/coupon.type";
import { OrderSummary } from "../order/order.type";
import { TripSummary } from "../trip/trip.type";
import { User } from "../user/user.type";

const WITHHELD = "null when the session lacks the page permission";

@ObjectType({
  description:
    "What `search` found, by kind, newest first within each. A kind is null when the session may not read its list " +
    "(it was not looked for), and an empty list when nothing matched.",
})
export class SearchResults {
  @Field(() => String, { description: "The keyword as it was searched for (trimmed)." })
  keyword!: string;

  @Field(() => [OrderSummary], {
    nullable: true,
    description: `Orders whose order number contains the keyword (3 characters at least); ${WITHHELD} order_list.`,
  })
  orders!: OrderSummary[] | null;

  @Field(() => [TripSummary], {
    nullable: true,
    description: `Trips whose name or trip ID (code) contains the keyword; ${WITHHELD} trip_list.`,
  })
  trips!: TripSummary[] | null;

  @Field(() => [CouponSummary], {
    nullable: true,
    description: `Coupons whose code (or sequence prefix) contains the keyword; ${WITHHELD} sales_coupon_list.`,
  })
  coupons!: CouponSummary[] | null;

  @Field(() => [User], {
    nullable: true,
    description: `Users whose first or last name contains the keyword; ${WITHHELD} user_list.`,
  })
  users!: User[] | null;
}
