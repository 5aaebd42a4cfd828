import { ArgsType, Field, Int } from "type-graphql";
import { BookingFeeInput, CreditCardConfigInput, PaypalConfigInput } from "./payment.input";

const VERSION =
  "The version read with the configuration; null or 0 when there is none yet (STALE_DATA when it changed since).";

@ArgsType()
export class SaveCreditCardConfigArgs {
  @Field(() => Int, { nullable: true, description: VERSION })
  version?: number | null;

  @Field(() => CreditCardConfigInput, { description: "The card gateway settings." })
  input!: CreditCardConfigInput;
}

@ArgsType()
export class SavePaypalConfigArgs {
  @Field(() => Int, { nullable: true, description: VERSION })
  version?: number | null;

  @Field(() => PaypalConfigInput, { description: "The PayPal settings." })
  input!: PaypalConfigInput;
}

@ArgsType()
export class SaveBookingFeeArgs {
  @Field(() => Int, { nullable: true, description: VERSION })
  version?: number | null;

  @Field(() => BookingFeeInput, { description: "The booking fee settings." })
  input!: BookingFeeInput;
}
