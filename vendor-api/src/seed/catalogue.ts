import { TRIP_STATES } from "#rules";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/connect";
import { reservations, tags, trips } from "../db/schema";
import { addGroupedTrip } from "../modules/trip/grouped";
import type { TripInput } from "../modules/trip/schemas";
import { addTrip } from "../modules/trip/service";
import { type TripStateValue } from "../modules/trip/states";
import { insertDemoImage } from "./demo-image";

const UPLOADED_AT = new Date("2024-02-01T15:00:00.000Z");

const base = {
  rescheduleFeeType: 0,
  cancellationType: 0,
  specialRequest: false,
} as const;

/** Demo Tours' single trips, by code; `state` and `views` are applied after the trip is saved as a draft. */
const DEMO_TOURS_TRIPS: Array<TripInput & { state: TripStateValue; views: number; tags: string[] }> = [
  {
    ...base,
    code: "EVT-JAZZ-NIGHT",
    name: "Harbor Jazz Night",
    template: 0,
    pricingType: 0,
    price: "45.00",
    inventoryType: 0,
    totalQuantity: 200,
    ageLimit: 18,
    cancellationType: 1,
    cancellationAmount: "5.00",
    saleStart: "2025-01-01T00:00:00.000Z",
    saleEnd: "2026-12-31T23:00:00.000Z",
    overview: ["An evening of live jazz on the waterfront."],
    includes: ["Welcome drink", "Reserved seating"],
    terms: ["No refunds within 24 hours of the show."],
    state: TRIP_STATES.PUBLISHED,
    views: 1240,
    tags: ["Night life"],
  },
  {
    ...base,
    code: "EVT-FOOD-FEST",
    name: "Street Food Festival Pass",
    template: 0,
    pricingType: 1,
    passengerPrices: { adult: "25.00", child: "12.50", infant: "0.00", elder: "18.00" },
    inventoryType: 1,
    overview: ["Tastings from 40 food trucks."],
    state: TRIP_STATES.PUBLISHED,
    views: 860,
    tags: ["Food", "Family"],
  },
  {
    ...base,
    code: "TOUR-CITY-WALK",
    name: "City Highlights Walking Tour",
    template: 1,
    pricingType: 1,
    passengerPrices: { adult: "35.00", child: "20.00", infant: null, elder: "30.00" },
    inventoryType: 2,
    shifts: [
      { name: "Morning", selected: true },
      { name: "Afternoon", selected: true },
    ],
    inventories: [
      { date: "2025-07-01", shift: "Morning", quantity: 20 },
      { date: "2025-07-01", shift: "Afternoon", quantity: 20 },
      { date: "2025-07-02", shift: "Morning", quantity: 15 },
    ],
    ageLimit: 6,
    specialRequest: true,
    rescheduleFeeType: 1,
    rescheduleFee: "5.00",
    cancellationType: 2,
    cancellationPercentage: 10,
    route: [
      { name: "City Hall", address: "1 Centre St", latitude: 40.7127, longitude: -74.0059 },
      { name: "Brooklyn Bridge", address: "Brooklyn Bridge", latitude: 40.7061, longitude: -73.9969 },
    ],
    duration: [{ value: 3, unit: "hours" }],
    pickUp: [
      {
        address: "1 Centre St",
        position: "Main steps",
        description: "Guide with a yellow umbrella",
        city: "New York",
        cityId: null,
      },
    ],
    itinerary: [{ day: 1, title: "Downtown", description: "City Hall, the bridge and the seaport." }],
    state: TRIP_STATES.PUBLISHED,
    views: 2310,
    tags: ["Outdoor", "Family"],
  },
  {
    ...base,
    code: "TOUR-HARBOR-CRUISE",
    name: "Harbor Cruise",
    template: 1,
    tripType: 1,
    pricingType: 1,
    passengerPrices: { adult: "40.00", child: "25.00", infant: null, elder: "35.00" },
    inventoryType: 2,
    shifts: [
      { name: "Morning", selected: true },
      { name: "Afternoon", selected: true },
      { name: "Evening", selected: false },
    ],
    inventories: [
      { date: "2025-07-01", shift: "Morning", quantity: 60 },
      { date: "2025-07-01", shift: "Afternoon", quantity: 60 },
    ],
    ageLimit: 6,
    specialRequest: true,
    rescheduleFeeType: 1,
    rescheduleFee: "5.00",
    cancellationType: 2,
    cancellationPercentage: 10,
    duration: [{ value: 2, unit: "hours" }],
    freeServices: ["Audio guide"],
    state: TRIP_STATES.PUBLISHED,
    views: 1712,
    tags: ["Outdoor"],
  },
  {
    ...base,
    code: "BUS-NYC-BOS",
    name: "New York - Boston Express",
    template: 2,
    pricingType: 2,
    customPrices: [
      { name: "Economy", price: "29.00" },
      { name: "Premium", price: "49.00" },
    ],
    inventoryType: 2,
    shifts: [
      { name: "08:00", selected: true },
      { name: "12:00", selected: true },
      { name: "17:00", selected: true },
    ],
    inventories: [
      { date: "2025-07-01", shift: "08:00", quantity: 50 },
      { date: "2025-07-01", shift: "12:00", quantity: 50 },
      { date: "2025-07-01", shift: "17:00", quantity: 50 },
    ],
    rescheduleFeeType: 2,
    rescheduleFee: "10.00",
    notForIndividualSale: false,
    route: [
      { name: "Port Authority", address: "625 8th Ave", latitude: 40.757, longitude: -73.9903 },
      { name: "South Station", address: "700 Atlantic Ave", latitude: 42.3523, longitude: -71.0552 },
    ],
    duration: [{ value: 4, unit: "hours" }],
    state: TRIP_STATES.PUBLISHED,
    views: 3120,
    tags: ["Bus"],
  },
  {
    ...base,
    code: "BUS-BOS-NYC",
    name: "Boston - New York Express",
    template: 2,
    pricingType: 2,
    customPrices: [
      { name: "Economy", price: "29.00" },
      { name: "Premium", price: "49.00" },
    ],
    inventoryType: 2,
    shifts: [
      { name: "09:00", selected: true },
      { name: "18:00", selected: true },
    ],
    inventories: [
      { date: "2025-07-01", shift: "18:00", quantity: 50 },
      { date: "2025-07-02", shift: "09:00", quantity: 50 },
    ],
    rescheduleFeeType: 2,
    rescheduleFee: "10.00",
    state: TRIP_STATES.PUBLISHED,
    views: 2044,
    tags: ["Bus"],
  },
  {
    ...base,
    code: "EVT-MUSEUM-TALK",
    name: "Free Museum Talk",
    template: 0,
    pricingType: 3,
    inventoryType: 0,
    totalQuantity: 50,
    state: TRIP_STATES.STOP_SALE,
    views: 95,
    tags: [],
  },
  {
    ...base,
    code: "TOUR-KAYAK",
    name: "Sunset Kayak Tour",
    template: 1,
    pricingType: 0,
    price: "59.99",
    inventoryType: 0,
    totalQuantity: 12,
    state: TRIP_STATES.DRAFT,
    views: 0,
    tags: ["Outdoor"],
  },
  {
    ...base,
    code: "EVT-NYE-GALA",
    name: "New Year Gala",
    template: 0,
    pricingType: 0,
    price: "150.00",
    inventoryType: 0,
    totalQuantity: 300,
    state: TRIP_STATES.DEACTIVE,
    views: 4020,
    tags: ["Night life"],
  },
  {
    ...base,
    code: "TOUR-BROOKLYN-FOOD",
    name: "Brooklyn Food Tour",
    template: 1,
    pricingType: 0,
    price: "79.00",
    inventoryType: 1,
    state: TRIP_STATES.SPONSORING,
    views: 5230,
    tags: ["Food"],
  },
  {
    ...base,
    code: "TOUR-WINTER-LIGHTS",
    name: "Winter Lights Tour",
    template: 1,
    pricingType: 0,
    price: "25.00",
    inventoryType: 1,
    state: TRIP_STATES.INACTIVE,
    views: 310,
    tags: [],
  },
];

const DEMO_TOURS_GROUPED = [
  {
    code: "GRP-CITY-HARBOR",
    name: "City Walk and Harbor Cruise",
    trip1: "TOUR-CITY-WALK",
    trip2: "TOUR-HARBOR-CRUISE",
    requireSameDay: true,
    state: TRIP_STATES.PUBLISHED,
  },
  {
    code: "GRP-NYC-BOS-ROUND",
    name: "New York - Boston Round Trip",
    trip1: "BUS-NYC-BOS",
    trip2: "BUS-BOS-NYC",
    requireSameDay: false,
    state: TRIP_STATES.DRAFT,
  },
];

const OTHER_TOURS_TRIPS: Array<TripInput & { state: TripStateValue; views: number; tags: string[] }> = [
  {
    ...base,
    code: "LDN-THAMES",
    name: "Thames Evening Cruise",
    template: 1,
    pricingType: 0,
    price: "32.00",
    inventoryType: 0,
    totalQuantity: 80,
    state: TRIP_STATES.PUBLISHED,
    views: 410,
    tags: ["River"],
  },
  {
    ...base,
    code: "LDN-TOWER",
    name: "Tower of London Morning",
    template: 1,
    pricingType: 1,
    passengerPrices: { adult: "28.00", child: "14.00" },
    inventoryType: 1,
    state: TRIP_STATES.DRAFT,
    views: 0,
    tags: [],
  },
];

/**
 * Every ticket state (docs/sales-contract.md section 2) on one date/shift of the walking tour, plus held seats and
 * other trips.
 */
const TICKET_STATES = [0, 1, 4, 5, 6, 7, 8, 9, 10, 11];
const PASSENGERS = [
  "Emma Johnson",
  "Liam Smith",
  "Olivia Brown",
  "Noah Davis",
  "Ava Wilson",
  "Mason Moore",
  "Sophia Taylor",
  "Lucas Anderson",
  "Mia Thomas",
  "Ethan Jackson",
  "Isabella White",
  "James Harris",
];

interface DemoTicket {
  trip: string;
  date: string;
  shift: string | null;
  option: string;
  passengerType: number;
  status: number;
  held?: boolean;
}

const DEMO_TOURS_TICKETS: DemoTicket[] = [
  ...TICKET_STATES.map((status, index) => ({
    trip: "TOUR-CITY-WALK",
    date: "2025-07-01",
    shift: "Morning",
    option: ["Adult", "Child", "Elder"][index % 3],
    passengerType: [0, 1, 3][index % 3],
    status,
  })),
  {
    trip: "TOUR-CITY-WALK",
    date: "2025-07-01",
    shift: "Morning",
    option: "Adult",
    passengerType: 0,
    status: 0,
    held: true,
  },
  { trip: "TOUR-CITY-WALK", date: "2025-07-01", shift: "Afternoon", option: "Adult", passengerType: 0, status: 0 },
  { trip: "TOUR-CITY-WALK", date: "2025-07-02", shift: "Morning", option: "Child", passengerType: 1, status: 1 },
  { trip: "EVT-JAZZ-NIGHT", date: "2025-08-15", shift: null, option: "Standard", passengerType: 0, status: 0 },
  { trip: "EVT-JAZZ-NIGHT", date: "2025-08-15", shift: null, option: "Standard", passengerType: 0, status: 1 },
  { trip: "EVT-JAZZ-NIGHT", date: "2025-08-15", shift: null, option: "Standard", passengerType: 0, status: 9 },
  { trip: "BUS-NYC-BOS", date: "2025-07-01", shift: "08:00", option: "Economy", passengerType: 0, status: 0 },
  { trip: "BUS-NYC-BOS", date: "2025-07-01", shift: "08:00", option: "Premium", passengerType: 3, status: 0 },
  {
    trip: "BUS-NYC-BOS",
    date: "2025-07-01",
    shift: "12:00",
    option: "Economy",
    passengerType: 1,
    status: 0,
    held: true,
  },
  { trip: "EVT-FOOD-FEST", date: "2025-09-06", shift: null, option: "Adult", passengerType: 0, status: 0 },
  { trip: "EVT-FOOD-FEST", date: "2025-09-06", shift: null, option: "Infant", passengerType: 2, status: 0 },
];

const OTHER_TOURS_TICKETS: DemoTicket[] = [
  { trip: "LDN-THAMES", date: "2025-07-04", shift: null, option: "Standard", passengerType: 0, status: 0 },
  { trip: "LDN-THAMES", date: "2025-07-04", shift: null, option: "Standard", passengerType: 0, status: 1 },
];

async function seedTenantCatalogue(
  db: Db,
  tenantId: number,
  catalogue: {
    tags: string[];
    trips: typeof DEMO_TOURS_TRIPS;
    grouped: typeof DEMO_TOURS_GROUPED;
    tickets: DemoTicket[];
    ticketPrefix: string;
  },
): Promise<void> {
  const image = (name: string) => insertDemoImage(db, { tenantId, name, createdAt: UPLOADED_AT });
  const tagIds = new Map<string, number>();
  for (const name of catalogue.tags) {
    const [row] = await db
      .insert(tags)
      .values({ tenantId, name, thumbnailFileId: await image(`${name}.png`), createdAt: UPLOADED_AT })
      .returning({ id: tags.id });
    tagIds.set(name, row.id);
  }
  const tripIds = new Map<string, number>();
  const finish = (id: number, state: TripStateValue, views = 0) =>
    db.update(trips).set({ state, views, createdAt: UPLOADED_AT, updatedAt: UPLOADED_AT }).where(eq(trips.id, id));
  for (const { state, views, tags: tripTags, ...input } of catalogue.trips) {
    const trip = await addTrip(db, tenantId, {
      ...input,
      imageFileId: await image(`${input.code}.png`),
      tagIds: tripTags.map((name) => tagIds.get(name)!),
    });
    tripIds.set(input.code, trip.id);
    await finish(trip.id, state, views);
  }
  for (const grouped of catalogue.grouped) {
    const trip = await addGroupedTrip(db, tenantId, {
      code: grouped.code,
      name: grouped.name,
      trip1Id: tripIds.get(grouped.trip1)!,
      trip2Id: tripIds.get(grouped.trip2)!,
      requireSameDay: grouped.requireSameDay,
    });
    await finish(trip.id, grouped.state);
  }
  if (catalogue.tickets.length === 0) return;
  await db.insert(reservations).values(
    catalogue.tickets.map((ticket, index) => {
      const passengerName = PASSENGERS[index % PASSENGERS.length];
      const email = `${passengerName.toLowerCase().replace(" ", ".")}@example.com`;
      const checked = ticket.status === 1;
      return {
        tenantId,
        tripId: tripIds.get(ticket.trip)!,
        ticketNumber: `${catalogue.ticketPrefix}${String(index + 1).padStart(6, "0")}`,
        orderNumber: `${catalogue.ticketPrefix}O${String(Math.floor(index / 2) + 1).padStart(5, "0")}`,
        date: ticket.date,
        shift: ticket.shift,
        option: ticket.option,
        passengerName,
        passengerType: ticket.passengerType,
        contactEmail: email,
        contactPhone: `+1-212-555-${String(1000 + index)}`,
        status: ticket.status,
        held: ticket.held ?? false,
        checkedBy: checked ? "agent" : null,
        checkTime: checked ? new Date(`${ticket.date}T13:05:00.000Z`) : null,
        createdAt: UPLOADED_AT,
      };
    }),
  );
}

/** The demo catalogue (contract: docs/catalogue-contract.md, section 3). Fresh Vendor stays empty. */
export async function seedDemoCatalogue(db: Db, tenantIds: { demoTours: number; otherTours: number }) {
  const [existing] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(inArray(trips.tenantId, [tenantIds.demoTours, tenantIds.otherTours]))
    .limit(1);
  if (existing) return;
  await seedTenantCatalogue(db, tenantIds.demoTours, {
    tags: ["Family", "Outdoor", "Night life", "Food", "Bus"],
    trips: DEMO_TOURS_TRIPS,
    grouped: DEMO_TOURS_GROUPED,
    tickets: DEMO_TOURS_TICKETS,
    ticketPrefix: "DT",
  });
  await seedTenantCatalogue(db, tenantIds.otherTours, {
    tags: ["River"],
    trips: OTHER_TOURS_TRIPS,
    grouped: [],
    tickets: OTHER_TOURS_TICKETS,
    ticketPrefix: "OT",
  });
}
