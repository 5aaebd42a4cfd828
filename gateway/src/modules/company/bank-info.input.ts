import { Field, InputType } from "type-graphql";
import { BankAccountType } from "./company.enums";

@InputType({ description: "The bank account payouts go to." })
export class BankInfoInput {
  @Field(() => String, { description: "Required, up to 100 characters." })
  accountHolderName!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "9 digits passing the ABA checksum. Required on the first save; left out together with `accountNumber` it keeps " +
      "the stored numbers, and sending one requires the other. Never answered back whole.",
  })
  routingNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "4 to 17 digits; required with `routingNumber` (see there). Never answered back whole.",
  })
  accountNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The account number typed again: must equal `accountNumber` ('Account numbers do not match'). Checked by the " +
      "gateway only, never sent on.",
  })
  accountNumberConfirmation?: string | null;

  @Field(() => BankAccountType, { description: "Only CHECKING is accepted." })
  accountType!: BankAccountType;
}
