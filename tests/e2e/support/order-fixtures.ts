/**
 * The trip and the order the order-detail tests (booking, payment, contact, cancel, move) set up in a vendor of
 * their own, through the gateway as the vendor's admin, so every seat, amount and history line they read is theirs.
 */
import { graphql, loginToken } from "./graphql";
import { createTenant } from "./vendor-admin";

/** The departure day the trips are sold on and the orders booked for. */
export const TRAVEL_DATE = "2030-07-01";

/**
 * A fresh vendor with one published trip, Harbor Sunset Cruise, sold by date and shift: adults 30.00, children
 * 12.25, ten Morning seats on TRAVEL_DATE, free to reschedule, nothing kept on cancelling; `trip` changes any of it.
 * The trip's code starts with `codePrefix` (what the screen shows it by).
 */
export async function vendorWithTrip(label: string, codePrefix: string, trip: Record<string, unknown> = {}) {
  const account = await createTenant(label);
  const token = await loginToken(account);
  const { tripId, code } = await publishedTrip(token, codePrefix, trip);
  return { account, token, tripId, code };
}

/** One more published trip of the vendor of `token`, as vendorWithTrip makes its first; `trip` changes any of it. */
export async function publishedTrip(token: string, codePrefix: string, trip: Record<string, unknown> = {}) {
  const code = `${codePrefix}-${Date.now().toString(36)}`;
  const { createTrip } = await graphql<{ createTrip: { id: string; version: number } }>(
    "mutation ($input: TripInput!) { createTrip(input: $input) { id version } }",
    {
      input: {
        code,
        name: "Harbor Sunset Cruise",
        template: "TOUR",
        pricingType: "BY_PASSENGER_TYPE",
        passengerPrices: { adult: "30.00", child: "12.25" },
        inventoryType: "BY_DATE_SHIFT",
        shifts: [{ name: "Morning", selected: true }],
        inventories: [{ date: TRAVEL_DATE, shift: "Morning", quantity: 10 }],
        rescheduleFeeType: "FREE",
        cancellationType: "NONE",
        ...trip,
      },
    },
    token,
  );
  await graphql(
    "mutation ($id: ID!, $version: Int!) { publishTrip(id: $id, version: $version) { state } }",
    createTrip,
    token,
  );
  return { tripId: createTrip.id, code };
}

/** A booking on the trip of two adults on the Morning of TRAVEL_DATE for Ada Lovelace, paid cash; `input` changes any of it. */
export async function bookOrder(token: string, tripId: string, input: Record<string, unknown> = {}) {
  const { createBooking } = await graphql<{
    createBooking: { id: string; orderNumber: string; tickets: Array<{ ticketNumber: string }> };
  }>(
    "mutation ($input: BookingInput!) { createBooking(input: $input) { id orderNumber tickets { ticketNumber } } }",
    {
      input: {
        tripId,
        date: TRAVEL_DATE,
        shift: "Morning",
        passengers: [{ option: "Adult", count: 2 }],
        contactFirstName: "Ada",
        contactLastName: "Lovelace",
        contactEmail: "ada@example.com",
        contactPhone: "+12125550100",
        paymentMethod: "CASH",
        ...input,
      },
    },
    token,
  );
  return createBooking;
}
