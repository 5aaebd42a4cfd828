import { Field, InputType } from "type-graphql";
import { BookingFeeMode, BookingFeeType, CardGatewayType, CardOrganization, PaypalStatus } from "./payment.enums";

const KEEP = "Write-only; left out or empty it keeps the stored one (required when none is stored).";

@InputType({ description: "The card gateway configuration: the chosen gateway's fields." })
export class CreditCardConfigInput {
  @Field(() => CardGatewayType, { description: "The card gateway; it decides which of the other fields are read." })
  gatewayType!: CardGatewayType;

  @Field(() => String, { nullable: true, description: "API_LOGIN: the API login id." })
  apiLoginId?: string | null;

  @Field(() => String, { nullable: true, description: KEEP })
  transactionKey?: string | null;

  @Field(() => String, { nullable: true, description: "API_LOGIN: the public client key." })
  publicClientKey?: string | null;

  @Field(() => [CardOrganization], { nullable: true, description: "API_LOGIN: the card brands accepted." })
  cardOrganizations?: CardOrganization[] | null;

  @Field(() => String, { nullable: true, description: "MERCHANT_ACCOUNT: the user name." })
  username?: string | null;

  @Field(() => String, { nullable: true, description: KEEP })
  password?: string | null;

  @Field(() => String, { nullable: true, description: "MERCHANT_ACCOUNT: the merchant id." })
  merchantId?: string | null;

  @Field(() => String, { nullable: true, description: "SOURCE_KEY: the source key." })
  sourceKey?: string | null;

  @Field(() => String, { nullable: true, description: KEEP })
  sourcePin?: string | null;

  @Field(() => String, { nullable: true, description: "SOURCE_KEY: the public API key." })
  publicApiKey?: string | null;
}

@InputType({ description: "The PayPal configuration." })
export class PaypalConfigInput {
  @Field(() => String, { description: "The PayPal API user name." })
  apiUsername!: string;

  @Field(() => String, { nullable: true, description: KEEP })
  password?: string | null;

  @Field(() => String, { nullable: true, description: KEEP })
  signature?: string | null;

  @Field(() => String, { description: "The PayPal REST app's client id." })
  clientId!: string;

  @Field(() => String, { nullable: true, description: KEEP })
  clientSecret?: string | null;

  @Field(() => PaypalStatus, { description: "Whether PayPal is offered." })
  status!: PaypalStatus;
}

@InputType({ description: "The booking fee." })
export class BookingFeeInput {
  @Field(() => BookingFeeType, { description: "No fee, or a fee per order or per ticket." })
  type!: BookingFeeType;

  @Field(() => BookingFeeMode, { description: "A fixed amount or a percentage." })
  mode!: BookingFeeMode;

  @Field(() => String, {
    description:
      "A decimal with up to 2 places. FIXED: a price (≥ 0, up to 7 integer digits, 'Invalid price'); PERCENTAGE: " +
      "0.01–100 percent.",
  })
  amount!: string;
}
