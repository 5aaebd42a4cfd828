import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar, MoneyScalar } from "../../scalars";
import { MaskedNumber } from "../shared/masked-number.type";
import { BookingFeeMode, BookingFeeType, CardGatewayType, CardOrganization, PaypalStatus } from "./payment.enums";

const SECRET = "Write-only secret: whether one is stored and its last four characters, never its value.";

@ObjectType({ description: "The card gateway configuration; its secrets are write-only." })
export class CreditCardConfig {
  @Field(() => ID, { description: "The settings' id." })
  id!: string;

  @Field(() => CardGatewayType, { description: "The card payment gateway." })
  gatewayType!: CardGatewayType;

  @Field(() => String, { nullable: true, description: "API_LOGIN gateway." })
  apiLoginId!: string | null;

  @Field(() => MaskedNumber, { description: `API_LOGIN gateway. ${SECRET}` })
  transactionKey!: MaskedNumber;

  @Field(() => String, { nullable: true, description: "API_LOGIN gateway." })
  publicClientKey!: string | null;

  @Field(() => [CardOrganization], { description: "API_LOGIN gateway: the card schemes accepted." })
  cardOrganizations!: CardOrganization[];

  @Field(() => String, { nullable: true, description: "MERCHANT_ACCOUNT gateway." })
  username!: string | null;

  @Field(() => MaskedNumber, { description: `MERCHANT_ACCOUNT gateway. ${SECRET}` })
  password!: MaskedNumber;

  @Field(() => String, { nullable: true, description: "MERCHANT_ACCOUNT gateway." })
  merchantId!: string | null;

  @Field(() => String, { nullable: true, description: "SOURCE_KEY gateway." })
  sourceKey!: string | null;

  @Field(() => MaskedNumber, { description: `SOURCE_KEY gateway. ${SECRET}` })
  sourcePin!: MaskedNumber;

  @Field(() => String, { nullable: true, description: "SOURCE_KEY gateway." })
  publicApiKey!: string | null;

  @Field(() => Int, { description: "Send it to `saveCreditCardConfig` (STALE_DATA when it changed since)." })
  version!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: "When they were last saved." })
  updateTime!: string | null;
}

@ObjectType({ description: "The PayPal configuration; its secrets are write-only." })
export class PaypalConfig {
  @Field(() => ID, { description: "The settings' id." })
  id!: string;

  @Field(() => String, { description: "The PayPal API user name." })
  apiUsername!: string;

  @Field(() => MaskedNumber, { description: SECRET })
  password!: MaskedNumber;

  @Field(() => MaskedNumber, { description: SECRET })
  signature!: MaskedNumber;

  @Field(() => String, { description: "The PayPal REST app's client id." })
  clientId!: string;

  @Field(() => MaskedNumber, { description: SECRET })
  clientSecret!: MaskedNumber;

  @Field(() => PaypalStatus, { description: "Whether PayPal is offered." })
  status!: PaypalStatus;

  @Field(() => Int, { description: "Send it to `savePaypalConfig` (STALE_DATA when it changed since)." })
  version!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: "When they were last saved." })
  updateTime!: string | null;
}

@ObjectType({ description: "The fee buyers pay on top of the ticket prices; new orders record it as `bookingFee`." })
export class BookingFee {
  @Field(() => BookingFeeType, { description: "No fee, or a fee per order or per ticket." })
  type!: BookingFeeType;

  @Field(() => BookingFeeMode, { description: "A fixed amount or a percentage." })
  mode!: BookingFeeMode;

  @Field(() => MoneyScalar, { description: "FIXED: the price; PERCENTAGE: the percent (0.01–100)." })
  amount!: string;

  @Field(() => Int, { description: "0 before the first save: send it to `saveBookingFee`." })
  version!: number;
}

@ObjectType({ description: "What the platform takes of each sale, as negotiated with the tenant (read-only)." })
export class ServiceFee {
  @Field(() => String, {
    description: "The card processing share of each settled card payment, a decimal with 4 places (0.0290 = 2.9 %).",
  })
  rate!: string;

  @Field(() => MoneyScalar, { description: "The fixed card processing amount per settled card payment." })
  fixed!: string;

  @Field(() => String, { description: "The commission on each sold order's paid amount, a decimal with 4 places." })
  commissionRate!: string;

  @Field(() => MoneyScalar, { description: "The fee per chargeback opened, whatever its outcome." })
  chargebackFee!: string;

  @Field(() => MoneyScalar, { description: "The monthly subscription fee." })
  subscriptionFee!: string;
}
