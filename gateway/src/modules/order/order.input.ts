import { Field, ID, InputType } from "type-graphql";
import { CreatedRangeFilter } from "../sales-shared/created-range.input";
import { PaymentType, SortOrder } from "../sales-shared/sales.enums";
import { OrderSortField, OrderState } from "./order.enums";

@InputType({ description: "Narrows the order list; every filter is optional, all combine. Text matches any case." })
export class OrderFilter extends CreatedRangeFilter {
  @Field(() => String, { nullable: true, description: "Part of the order number." })
  orderNumber?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the customer's 'first last' name." })
  customerName?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the customer's e-mail." })
  email?: string | null;

  @Field(() => String, { nullable: true, description: "Digits of the phone (with or without country code)." })
  phone?: string | null;

  @Field(() => ID, { nullable: true, description: "Orders booking this trip." })
  tripId?: string | null;

  @Field(() => OrderState, { nullable: true, description: "Only orders in this state." })
  state?: OrderState | null;

  @Field(() => ID, { nullable: true, description: "A channel of the tenant configuration." })
  channelId?: string | null;

  @Field(() => PaymentType, { nullable: true, description: "Orders with a payment of this method." })
  paymentType?: PaymentType | null;

  @Field(() => String, {
    nullable: true,
    description: "Orders paid with a card ending in these 4 digits ('Enter the last 4 digits of the card').",
  })
  cardLast4?: string | null;

  @Field(() => [ID], {
    nullable: true,
    description:
      "Only these orders: the rows picked on the list, at most 1000 (the export of a selection: `orderIds=1,2,3`).",
  })
  orderIds?: string[] | null;
}

@InputType({ description: "A passenger to rename: one of the order's tickets." })
export class OrderPassengerNameInput {
  @Field(() => ID, { description: "The ticket's id (`OrderTicket.id`)." })
  ticketId!: string;

  @Field(() => String, { description: "The passenger's whole name, as on the ticket (at most 101 characters)." })
  passengerName!: string;
}

@InputType({
  description:
    "An order's contact as corrected after the sale, with the booking form's rules, and the passengers to rename.",
})
export class OrderContactInput {
  @Field(() => String, { description: "The buyer's first name (at most 50 characters)." })
  contactFirstName!: string;

  @Field(() => String, { description: "The buyer's last name (at most 50 characters)." })
  contactLastName!: string;

  @Field(() => String, { description: "The buyer's e-mail; the order's tickets take it too." })
  contactEmail!: string;

  @Field(() => String, {
    description:
      "The buyer's phone with its country code, 8 to 15 characters without its spaces, an optional leading + " +
      "(`+1 2125550100` as the console shows it); stored without the spaces.",
  })
  contactPhone!: string;

  @Field(() => [OrderPassengerNameInput], {
    nullable: true,
    description: "Tickets to rename, each once; tickets left out keep their passengers' names.",
  })
  passengers?: OrderPassengerNameInput[] | null;
}

@InputType({ description: "How the order list is sorted (default: newest first)." })
export class OrderSort {
  @Field(() => OrderSortField, { defaultValue: OrderSortField.CREATE_TIME, description: "What to sort by." })
  field!: OrderSortField;

  @Field(() => SortOrder, { defaultValue: SortOrder.DESC, description: "Ascending or descending." })
  order!: SortOrder;
}
