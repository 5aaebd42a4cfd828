import { z } from "zod";
import { upstream } from "../../rest/upstream-call";
import { upstreamOrderSchema } from "../order/order.mapper";

const int = z.number().int();

export interface UpstreamBookingQuote {
  tripId: number;
  date: string;
  shift?: string;
  passengers: Array<{ option: string; count: number }>;
  couponCode?: string;
  contactEmail?: string;
}

export interface UpstreamBooking extends UpstreamBookingQuote {
  requestId?: string;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  paymentMethod: string;
}

const upstreamTripSchema = z.object({ id: int, code: z.string(), name: z.string(), inventoryType: int });

export const listBookableTrips = upstream<Record<string, never>>().get(
  "/order/book/trips",
  z.object({ list: z.array(upstreamTripSchema) }),
);

export const upstreamDepartureOfferSchema = z.object({
  trip: upstreamTripSchema,
  shifts: z.array(z.object({ name: z.string(), capacity: int, available: int })),
  available: int.nullable(),
  options: z.array(z.object({ name: z.string(), passengerType: int, price: z.string() })),
});

export const findDepartureOffer = upstream<{ tripId: number; date: string }>().post(
  "/order/book/departure",
  upstreamDepartureOfferSchema,
);

export const upstreamQuoteSchema = z.object({
  lines: z.array(z.object({ option: z.string(), quantity: int, unitPrice: z.string(), amount: z.string() })),
  subtotal: z.string(),
  discount: z.string(),
  bookingFee: z.string(),
  total: z.string(),
  due: z.string(),
  couponCode: z.string().nullable(),
});

export const quoteBooking = upstream<UpstreamBookingQuote>().post("/order/quote", upstreamQuoteSchema);
export const bookOrder = upstream<UpstreamBooking>().post("/order/book", upstreamOrderSchema);
