import { Field, InputType } from "type-graphql";
import { BookingFeeMode, BookingFeeType, CardGatewayType, CardOrganization, PaypalStatus } from "./payment.enums";

const KEEP = "Write-only; left out or empty it keeps the stored one (required when none is stored).";

@InputType({ description: "The card gateway configuration: the chosen gateway's fields." })
export class CreditCardConfigInput {
  @Field(() => CardGatewayType)
  gatewayType!: CardGatewayType;

  @Field(() => String, { nullable: true })
  apiLoginId?: string | null;

  @Field(() => String, { nullable: true, description: KEEP })
  transactionKey?: string | null;

  @Field(() => String, { nullable: true })
  publicClientKey?: string | null;

  @Field(() => [CardOrganization], { nullable: true })
  cardOrganizations?: CardOrganization[] | null;

  @Field(() => String, { nullable: true })
  username?: string | null;

  @Field(() => String, { nullable: true, description: KEEP })
  password?: string | null;

  @Field(() => String, { nullable: true })
  merchantId?: string | null;

  @Field(() => String, { nullable: true })
  sourceKey?: string | null;

  @Field(() => String, { nullable: true, description: KEEP })
  sourcePin?: string | null;

  @Field(() => String, { nullable: true })
  publicApiKey?: string | null;
}

@InputType({ description: "The PayPal configuration." })
export class PaypalConfigInput {
  @Field(() => String)
  apiUsername!: string;

  @Field(() => String, { nullable: true, description: KEEP })
  password?: string | null;

  @Field(() => String, { nullable: true, description: KEEP })
  signature?: string | null;

  @Field(() => String)
  clientId!: string;

  @Field(() => String, { nullable: true, description: KEEP })
  clientSecret?: string | null;

  @Field(() => PaypalStatus)
  status!: PaypalStatus;
}

@InputType({ description: "The booking fee." })
export class BookingFeeInput {
  @Field(() => BookingFeeType)
  type!: BookingFeeType;

  @Field(() => BookingFeeMode)
  mode!: BookingFeeMode;

  @Field(() => String, {
    description:
      "A decimal with up to 2 places. FIXED: a price (≥ 0, up to 7 integer digits, 'Invalid price'); PERCENTAGE: " +
      "0.01–100 percent.",
  })
  amount!: string;
}
