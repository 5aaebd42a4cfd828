import type { BookingFee } from "../../protocol/rules";
import type { Random } from "./random";
import type { SellableTrip } from "./trips";
import type { Operator } from "./writer";

/** What an order should become; anything left out is chosen at random. */
export interface Scenario {
  state?: number;
  /** The main payment's type. */
  method?: number;
  payStatus?: number;
  card?: string;
  refund?: number;
  chargeback?: number;
  ticketEvent?: "reschedule" | "change";
  coupon?: boolean;
  points?: boolean;
}

export interface GeneratorContext {
  random: Random;
  trips: SellableTrip[];
  channels: { web: number; app: number };
  /** Back-office users: they book some orders, check tickets in and handle refunds. */
  operators: Operator[];
  /** The data's "today": nothing is checked in, refunded or charged back after it. */
  referenceDate: Date;
  /** Numbers, handed out in creation order. */
  orderNumber(createdAt: Date): string;
  ticketNumber(): string;
  /** The tenant's booking fee charged on every order with a price (generate-orders); none when absent. */
  bookingFee?: BookingFee;
}

export const SYSTEM: Operator = { id: null, name: "system" };
export const CUSTOMER: Operator = { id: null, name: "customer" };
