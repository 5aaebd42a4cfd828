import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { BankAccountType } from "./company.enums";
import { MaskedNumber } from "../shared/masked-number.type";

@ObjectType({
  description:
    "The bank account payouts go to (they take 3 to 5 business days to arrive). Before its first save every field " +
    "is null, the type CHECKING and `version` 0.",
})
export class BankInfo {
  @Field(() => String, { nullable: true, description: "The account holder's name." })
  accountHolderName!: string | null;

  @Field(() => BankAccountType, { description: "The kind of account (always CHECKING once saved)." })
  accountType!: BankAccountType;

  @Field(() => MaskedNumber, { description: "The stored routing number: its last four digits only." })
  routingNumber!: MaskedNumber;

  @Field(() => MaskedNumber, { description: "The stored account number: its last four digits only." })
  accountNumber!: MaskedNumber;

  @Field(() => ID, { nullable: true, description: "The payout account the save created (see `payoutAccount`)." })
  stripeAccountId!: string | null;

  @Field(() => Int, { description: "Optimistic-lock version (0 before the first save): send it to `saveBankInfo`." })
  version!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was last saved; null before the first save." })
  updateTime!: string | null;
}

@ObjectType({ description: "The tenant's payout account at the payment processor, made from its bank info." })
export class PayoutAccount {
  @Field(() => ID, { description: "The processor's account id." })
  id!: string;

  @Field(() => Boolean, { description: "Whether the account may take charges." })
  chargesEnabled!: boolean;

  @Field(() => Boolean, { description: "Whether payouts to the bank account are enabled." })
  payoutsEnabled!: boolean;

  @Field(() => Boolean, { description: "Whether the account's details were submitted." })
  detailsSubmitted!: boolean;
}
