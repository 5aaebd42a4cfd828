/**
 * Bookings taken in the console (docs/sales-contract.md, "Bookings taken in the console"). Every field is the booking
 * form's, so every one needs the booking's cmd. Inputs are checked with the shared booking rules (rules/booking.ts)
 * before the vendor API is called; its refusals (the trip on sale, the shift, the seats left, the coupon) come back
 * as BAD_USER_INPUT on the same fields, since the input's field names are the vendor API's.
 */
import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { bookingFailures, bookingQuoteFailures, isoDate, validateFields, required } from "#rules";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { toOrder } from "../order/order.mapper";
import { Order } from "../order/order.type";
import { PassengerTypeEnum } from "../reservation/reservation.enums";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { InventoryTypeEnum } from "../trip/trip.enums";
import { BookingPaymentMethodEnum } from "./booking.enums";
import { BookingDepartureArgs, BookingQuoteArgs, CreateBookingArgs, type BookingQuoteInput } from "./booking.input";
import { BookableTrip, BookingDeparture, BookingQuote } from "./booking.type";
import {
  bookOrder,
  findDepartureOffer,
  listBookableTrips,
  quoteBooking,
  type UpstreamBookingQuote,
} from "./booking.upstream";

const text = (value: string | null | undefined) => value?.trim() || undefined;

function toUpstreamQuote(input: BookingQuoteInput): UpstreamBookingQuote {
  return {
    tripId: toUpstreamId(input.tripId, "tripId"),
    date: input.date.trim(),
    shift: text(input.shift),
    passengers: input.passengers.map((line) => ({ option: line.option.trim(), count: line.count })),
    couponCode: text(input.couponCode),
    contactEmail: text(input.contactEmail),
  };
}

export const toBookableTrip = (trip: {
  id: number;
  code: string;
  name: string;
  inventoryType: number;
}): BookableTrip => ({
  id: String(trip.id),
  code: trip.code,
  name: trip.name,
  inventoryType: InventoryTypeEnum.fromCode(trip.inventoryType),
});

const REFUSALS =
  "Rule failures are BAD_USER_INPUT with `extensions.fields`: tripId booking.tripNotOnSale, date " +
  "booking.dateNotOnSale, shift booking.shiftNotOnSale, passengers.N.option booking.unknownOption, passengers " +
  "booking.noTickets or booking.soldOut (`params.available`), couponCode booking.coupon* (unknown, expired, disabled, " +
  "not started, used up, customer limit, channel, registered only, e-mail, not applicable, minimum).";

@Resolver()
export class BookingResolver {
  @Query(() => [BookableTrip], {
    description:
      "The single trips on sale (published or sponsoring, inside their sale window) a booking can be made for.",
  })
  @RequiresPermission({ cmd: "/order/book" })
  async bookableTrips(@Ctx() context: GatewayContext): Promise<BookableTrip[]> {
    return (await listBookableTrips(context.rest, {})).list.map(toBookableTrip);
  }

  @Query(() => BookingDeparture, {
    description: `A trip's price options and seats left on a date: the shifts on sale that date. ${REFUSALS}`,
  })
  @RequiresPermission({ cmd: "/order/book" })
  async bookingDeparture(
    @Args(() => BookingDepartureArgs) { tripId, date }: BookingDepartureArgs,
    @Ctx() context: GatewayContext,
  ): Promise<BookingDeparture> {
    assertValid(validateFields({ date: [date, [required, isoDate]] }));
    const offer = await findDepartureOffer(context.rest, { tripId: toUpstreamId(tripId, "tripId"), date });
    return {
      trip: toBookableTrip(offer.trip),
      shifts: offer.shifts,
      available: offer.available,
      options: offer.options.map((option) => ({
        name: option.name,
        passengerType: PassengerTypeEnum.fromCode(option.passengerType),
        price: option.price,
      })),
    };
  }

  @Query(() => BookingQuote, {
    description:
      "What a booking would cost — the tickets, the coupon's discount, the booking fee, the total and what is due — " +
      `computed by the vendor API with the rules the booking applies; nothing is written. ${REFUSALS}`,
  })
  @RequiresPermission({ cmd: "/order/book" })
  async bookingQuote(
    @Args(() => BookingQuoteArgs) { input }: BookingQuoteArgs,
    @Ctx() context: GatewayContext,
  ): Promise<BookingQuote> {
    const body = toUpstreamQuote(input);
    assertValid(bookingQuoteFailures(body));
    return quoteBooking(context.rest, body);
  }

  @Mutation(() => Order, {
    description:
      "Books tickets taken on the phone or at the counter, in one transaction: the order, its tickets with signed " +
      "codes, its payment (CASH and CARD_TERMINAL: COMPLETED and paid; INVOICE: UNPAID with its seats locked), the " +
      "confirmation mail with the tickets' QR codes and the ORDER_CREATED (and ORDER_PAID) events. Of two bookings " +
      "of the last seats one is refused (booking.soldOut). A repeated `requestId` answers the first order. " +
      REFUSALS,
  })
  @RequiresPermission({ cmd: "/order/book" })
  async createBooking(
    @Args(() => CreateBookingArgs) { input }: CreateBookingArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Order> {
    const body = {
      ...toUpstreamQuote(input),
      requestId: text(input.requestId),
      contactFirstName: input.contactFirstName.trim(),
      contactLastName: input.contactLastName.trim(),
      contactEmail: input.contactEmail?.trim() ?? "",
      contactPhone: input.contactPhone.trim(),
      paymentMethod: BookingPaymentMethodEnum.toCode(input.paymentMethod),
    };
    assertValid(bookingFailures(body));
    return toOrder(await bookOrder(context.rest, body));
  }
}
