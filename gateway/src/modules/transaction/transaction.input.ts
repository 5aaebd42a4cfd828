import { Field, InputType } from "type-graphql";
import { CreatedRangeFilter } from "../sales-shared/created-range.input";
import { PayStatus } from "../sales-shared/sales.enums";

@InputType({ description: "Narrows the transaction list; every filter is optional, all combine." })
export class TransactionFilter extends CreatedRangeFilter {
  @Field(() => String, {
    nullable: true,
    description:
      "The last 4 digits, a masked number (424242******4242, **** 4242) or a whole number, which the gateway masks " +
      "before searching ('Invalid card number' otherwise).",
  })
  cardNumber?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the PayPal account." })
  paypalAccount?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the gateway transaction id." })
  transactionId?: string | null;

  @Field(() => String, { nullable: true, description: "The whole auth code (any case)." })
  authCode?: string | null;

  @Field(() => PayStatus, { nullable: true, description: "Only payments of this status." })
  payStatus?: PayStatus | null;
}
