import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { bookingFeeFailures } from "#rules";
import { assertPermission, RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid } from "../shared/field-rules";
import { SaveBookingFeeArgs, SaveCreditCardConfigArgs, SavePaypalConfigArgs } from "./payment.args";
import {
  toBookingFee,
  toCreditCardConfig,
  toPaypalConfig,
  toServiceFee,
  toUpstreamBookingFee,
  toUpstreamCreditCard,
  toUpstreamPaypal,
  versionOrNone,
} from "./payment.mapper";
import { BookingFee, CreditCardConfig, PaypalConfig, ServiceFee } from "./payment.type";
import {
  addCreditCardConfig,
  addPaypalConfig,
  editCreditCardConfig,
  editPaypalConfig,
  findBookingFee,
  findCreditCardConfig,
  findPaypalConfig,
  findServiceFee,
  saveBookingFee,
} from "./payment.upstream";

const SAVE =
  "Without a version it adds the configuration (needs cmd `{path}/add`), with one it edits it (cmd `{path}/edit`); " +
  "secrets left empty keep the stored ones and are answered masked. Saving completes the guide's payment step.";

/** A first save is an add, later ones edits: each has its own cmd permission (docs/system-contract.md section 9). */
async function assertSavePermission(context: GatewayContext, path: string, version: number | null | undefined) {
  await assertPermission(context, { type: "cmd", url: `${path}/${versionOrNone(version) ? "edit" : "add"}` });
}

@Resolver()
export class PaymentResolver {
  @Query(() => CreditCardConfig, { nullable: true, description: "The card gateway configuration; null when none." })
  @RequiresPermission({ page: "payment" })
  async creditCardConfig(@Ctx() context: GatewayContext): Promise<CreditCardConfig | null> {
    const config = await findCreditCardConfig(context.rest);
    return config && toCreditCardConfig(config);
  }

  @Query(() => PaypalConfig, { nullable: true, description: "The PayPal configuration; null when none." })
  @RequiresPermission({ page: "payment" })
  async paypalConfig(@Ctx() context: GatewayContext): Promise<PaypalConfig | null> {
    const config = await findPaypalConfig(context.rest);
    return config && toPaypalConfig(config);
  }

  @Query(() => BookingFee, { description: "The booking fee (type NONE at version 0 before the first save)." })
  @RequiresPermission({ page: "payment" })
  async bookingFee(@Ctx() context: GatewayContext): Promise<BookingFee> {
    return toBookingFee(await findBookingFee(context.rest));
  }

  @Query(() => ServiceFee, {
    description: "The platform's fees for the tenant: its statement rates, exactly what its statements deduct.",
  })
  @RequiresPermission({ page: "payment" })
  async serviceFee(@Ctx() context: GatewayContext): Promise<ServiceFee> {
    return toServiceFee(await findServiceFee(context.rest, { tid: context.session!.tenantId }));
  }

  @Mutation(() => CreditCardConfig, { description: SAVE.replaceAll("{path}", "/config/creditcard") })
  @RequiresPermission({ page: "payment" })
  async saveCreditCardConfig(
    @Args(() => SaveCreditCardConfigArgs) { version, input }: SaveCreditCardConfigArgs,
    @Ctx() context: GatewayContext,
  ): Promise<CreditCardConfig> {
    await assertSavePermission(context, "/config/creditcard", version);
    const body = toUpstreamCreditCard(input);
    const config = versionOrNone(version)
      ? await editCreditCardConfig(context.rest, { ...body, version })
      : await addCreditCardConfig(context.rest, body);
    return toCreditCardConfig(config);
  }

  @Mutation(() => PaypalConfig, { description: SAVE.replaceAll("{path}", "/config/paypal") })
  @RequiresPermission({ page: "payment" })
  async savePaypalConfig(
    @Args(() => SavePaypalConfigArgs) { version, input }: SavePaypalConfigArgs,
    @Ctx() context: GatewayContext,
  ): Promise<PaypalConfig> {
    await assertSavePermission(context, "/config/paypal", version);
    const body = toUpstreamPaypal(input);
    const config = versionOrNone(version)
      ? await editPaypalConfig(context.rest, { ...body, version })
      : await addPaypalConfig(context.rest, body);
    return toPaypalConfig(config);
  }

  @Mutation(() => BookingFee, {
    description: "Saves the booking fee; new orders charge it on top of their tickets. A stale version: STALE_DATA.",
  })
  @RequiresPermission({ cmd: "/bookingfee/config/save" })
  async saveBookingFee(
    @Args(() => SaveBookingFeeArgs) { version, input }: SaveBookingFeeArgs,
    @Ctx() context: GatewayContext,
  ): Promise<BookingFee> {
    const body = toUpstreamBookingFee(input, version);
    assertValid(bookingFeeFailures(body));
    return toBookingFee(await saveBookingFee(context.rest, body));
  }
}
