/** Trips through the gateway against the real vendor API: lists, detail, create/update rules, states, grouped. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TripFormDocument } from "../../web/src/gql/graphql";
import { fieldMessages, loginAs, type FieldFailure } from "./support/graphql-client";
import {
  findTrip,
  PNG_BASE64,
  startCatalogueStack,
  uniqueCode,
  validTripInput,
  type CatalogueStack,
} from "./support/catalogue";
import { consoleDocument } from "./support/console-documents";

let stack: CatalogueStack;
beforeAll(async () => {
  stack = await startCatalogueStack();
});
afterAll(async () => {
  await stack?.close();
});

const TRIPS = /* GraphQL */ `
  query Trips($filter: TripFilter, $page: PageInput) {
    trips(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        code
        name
        state
        stateCode
        template
        pricingType
        grouped
        price
        imageUrl
        tagIds
        tags {
          id
          name
          thumbnailUrl
        }
        version
        updateTime
      }
    }
  }
`;

/** What the trip form reads (web/src/routes/trip/trip-form/trip-form-operations.ts), run as the console sends it. */
const TRIP = consoleDocument(TripFormDocument);

/** A grouped trip's two trips and its flag, which the trip form does not read. */
const TRIP_GROUPING = /* GraphQL */ `
  query TripGrouping($id: ID!) {
    trip(id: $id) {
      grouped
      trip1Id
      trip2Id
    }
  }
`;

const CREATE = /* GraphQL */ `
  mutation CreateTrip($input: TripInput!) {
    createTrip(input: $input) {
      id
      code
      name
      tripType
      state
      stateCode
      price
      version
      tags {
        name
      }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripInput!) {
    updateTrip(id: $id, version: $version, input: $input) {
      id
      name
      version
    }
  }
`;

const transition = (name: string) => /* GraphQL */ `
  mutation Transition($id: ID!, $version: Int!) {
    ${name}(id: $id, version: $version) {
      id
      state
      stateCode
      version
    }
  }
`;

describe("trips list", () => {
  it("lists Demo Tours' trips newest first with paging and tags", async () => {
    const result = await stack.run(TRIPS, { page: { number: 1, size: 5 } });
    expect(result.errors).toBeUndefined();
    const page = result.data!.trips;
    expect(page.total).toBeGreaterThanOrEqual(13);
    expect(page).toMatchObject({ page: 1, pageSize: 5 });
    expect(page.items).toHaveLength(5);
    const jazz = (await stack.run(TRIPS, { filter: { code: "EVT-JAZZ-NIGHT" } })).data!.trips.items[0];
    expect(jazz).toMatchObject({ code: "EVT-JAZZ-NIGHT", state: "PUBLISHED", stateCode: 0, template: "EVENT" });
    expect(jazz.price).toMatch(/^\d+\.\d{2}$/);
    expect(jazz.tags.map((tag: { id: string }) => tag.id)).toEqual(jazz.tagIds);
    for (const tag of jazz.tags) expect(tag.thumbnailUrl).toMatch(/^\/files\/\d+$/);
  });

  it("filters by name, code and state", async () => {
    const byState = (await stack.run(TRIPS, { filter: { state: "DRAFT" }, page: { number: 1, size: 50 } })).data!.trips;
    expect(byState.items.length).toBeGreaterThan(0);
    expect(byState.items.every((trip: { state: string; stateCode: number }) => trip.stateCode === -1)).toBe(true);
    expect(byState.items.map((trip: { code: string }) => trip.code)).toContain("TOUR-KAYAK");

    const byCode = (await stack.run(TRIPS, { filter: { code: "BUS-" } })).data!.trips;
    expect(byCode.items.map((trip: { code: string }) => trip.code).sort()).toEqual(["BUS-BOS-NYC", "BUS-NYC-BOS"]);

    const grouped = (await stack.run(TRIPS, { filter: { code: "GRP-CITY" } })).data!.trips.items[0];
    expect(grouped).toMatchObject({ code: "GRP-CITY-HARBOR", grouped: true, state: "PUBLISHED" });

    const none = (await stack.run(TRIPS, { filter: { name: "no such trip name" } })).data!.trips;
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it("pages through the list without overlap", async () => {
    const first = (await stack.run(TRIPS, { page: { number: 1, size: 4 } })).data!.trips.items;
    const second = (await stack.run(TRIPS, { page: { number: 2, size: 4 } })).data!.trips.items;
    expect(second).toHaveLength(4);
    const ids = new Set(first.map((trip: { id: string }) => trip.id));
    expect(second.some((trip: { id: string }) => ids.has(trip.id))).toBe(false);
  });

  it("refuses a page outside 1..100 with the fields named", async () => {
    const result = await stack.run(TRIPS, { page: { number: 0, size: 101 } });
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldMessages(result.errors?.[0])).toEqual({
      "page.number": "No less than 1",
      "page.size": "No more than 100",
    });
    expect(result.errors?.[0].extensions?.fields).toEqual(
      expect.arrayContaining([
        { field: "page.number", rule: "min", params: { min: 1 }, message: "No less than 1" },
        { field: "page.size", rule: "max", params: { max: 100 }, message: "No more than 100" },
      ]),
    );
  });

  it("costs the same upstream calls with tags for 5 and for 50 rows (no N+1)", async () => {
    const count = async (size: number) => {
      stack.proxy.reset();
      const result = await stack.run(TRIPS, { page: { number: 1, size } });
      expect(result.errors).toBeUndefined();
      expect(result.data!.trips.items.length).toBe(Math.min(size, result.data!.trips.total));
      return { total: stack.proxy.calls.length, tagLists: stack.proxy.count("/tag/list") };
    };
    const small = await count(5);
    const large = await count(50);
    expect(large).toEqual(small);
    expect(small.tagLists).toBe(1);
  });
});

describe("trip detail", () => {
  it("answers a trip by date and shift with its custom prices", async () => {
    const { id } = await findTrip(stack, "BUS-NYC-BOS");
    const trip = (await stack.run(TRIP, { id })).data!.trip;
    expect(trip).toMatchObject({
      code: "BUS-NYC-BOS",
      pricingType: "CUSTOMIZE",
      inventoryType: "BY_DATE_SHIFT",
      price: null,
      passengerPrices: null,
    });
    expect(trip.customPrices.map((line: { name: string }) => line.name)).toEqual(["Economy", "Premium"]);
    expect(trip.shifts.map((shift: { name: string }) => shift.name)).toEqual(["08:00", "12:00", "17:00"]);
    expect(trip.inventories.length).toBeGreaterThan(0);
  });

  it("answers a grouped trip with its two trips", async () => {
    const { id } = await findTrip(stack, "GRP-CITY-HARBOR");
    const trip = (await stack.run(TRIP_GROUPING, { id })).data!.trip;
    expect(trip.grouped).toBe(true);
    expect(trip.trip1Id).toBeTruthy();
    expect(trip.trip2Id).toBeTruthy();
  });

  it("refuses an unknown or malformed id", async () => {
    const unknown = await stack.run(TRIP, { id: "999999" });
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: "UPSTREAM_ERROR", upstreamCode: 20404 });
    const malformed = await stack.run(TRIP, { id: "abc" });
    expect(malformed.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldMessages(malformed.errors?.[0])).toEqual({ id: "Invalid id" });
  });
});

describe("create and update", () => {
  it("refuses rule violations at the gateway with the rules' messages, calling nothing", async () => {
    stack.proxy.reset();
    const result = await stack.run(CREATE, {
      input: validTripInput({
        name: "Bad/name!",
        code: "",
        price: "12.345",
        cancellationType: "PERCENTAGE",
        cancellationPercentage: 101,
        includes: Array.from({ length: 11 }, (_, i) => `item ${i}`),
      }),
    });
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldMessages(result.errors?.[0])).toEqual({
      name: "Only numbers, letters, underscores, spaces, hyphens, colon",
      code: "Required",
      price: "Invalid price",
      cancellationPercentage: "No more than 100",
      includes: "No more than 10 entries",
    });
    expect(result.errors?.[0].message).toBe("Only numbers, letters, underscores, spaces, hyphens, colon");
    expect(stack.proxy.count("/trip/add")).toBe(0);
  });

  it("names nested price fields like the vendor API does", async () => {
    const result = await stack.run(CREATE, {
      input: validTripInput({
        pricingType: "CUSTOMIZE",
        price: null,
        customPrices: [
          { name: "Seat", price: "10" },
          { name: "Bed", price: "-1" },
        ],
      }),
    });
    expect(fieldMessages(result.errors?.[0])).toEqual({ "customPrices.1.price": "Invalid price" });
  });

  it("passes on the vendor API's own refusals with their field paths", async () => {
    const taken = await stack.run(CREATE, { input: validTripInput({ code: "EVT-JAZZ-NIGHT" }) });
    expect(taken.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", upstreamCode: 20001 });
    expect(taken.errors?.[0].extensions?.fields).toEqual([
      { field: "code", rule: "trip.codeExists", params: {}, message: "The code already exists" },
    ]);
  });

  it("checks shifts and inventories at the gateway with the vendor API's rules and field paths", async () => {
    stack.proxy.reset();
    const shifts = await stack.run(CREATE, {
      input: validTripInput({
        inventoryType: "BY_DATE_SHIFT",
        totalQuantity: null,
        shifts: [{ name: "-", selected: true }],
        inventories: [{ date: "2030-02-30", shift: "-", quantity: 1 }],
      }),
    });
    expect(shifts.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(shifts.errors?.[0].extensions?.upstreamCode).toBeUndefined();
    expect(fieldMessages(shifts.errors?.[0])).toEqual({
      "shifts.0.name": "Invalid shift name",
      "inventories.0.date": "Invalid date",
    });
    const unselected = await stack.run(CREATE, {
      input: validTripInput({
        inventoryType: "BY_DATE_SHIFT",
        totalQuantity: null,
        shifts: [
          { name: "Morning", selected: true },
          { name: "morning", selected: false },
        ],
        inventories: [{ date: "2030-02-01", shift: "Evening", quantity: 0 }],
      }),
    });
    expect(fieldMessages(unselected.errors?.[0])).toEqual({
      "shifts.1.name": "Shift name already exists",
      "inventories.0.shift": "Unknown shift",
      "inventories.0.quantity": "No less than 1",
    });
    expect(stack.proxy.count("/trip/add")).toBe(0);
  });

  it("creates a draft and updates it; a stale version is STALE_DATA", async () => {
    const tags = (await stack.run(TRIPS, { filter: { code: "EVT-JAZZ-NIGHT" } })).data!.trips.items[0].tagIds;
    const created = await stack.run(CREATE, { input: validTripInput({ tagIds: tags }) });
    expect(created.errors).toBeUndefined();
    const trip = created.data!.createTrip;
    expect(trip).toMatchObject({ state: "DRAFT", stateCode: -1, price: "19.99", version: 1, tripType: "ONE_WAY" });
    expect(trip.tags.length).toBe(tags.length);

    const input = validTripInput({ code: trip.code, name: "Renamed trip", tripType: "ROUND_TRIP" });
    const updated = await stack.run(UPDATE, { id: trip.id, version: 1, input });
    expect(updated.data!.updateTrip).toMatchObject({ name: "Renamed trip", version: 2 });
    expect((await stack.run(TRIP, { id: trip.id })).data!.trip.tripType).toBe("ROUND_TRIP");

    const stale = await stack.run(UPDATE, { id: trip.id, version: 1, input });
    expect(stale.errors?.[0].extensions).toMatchObject({ code: "STALE_DATA", upstreamCode: 10008 });
  });

  it("sets and clears a trip's image", async () => {
    const upload = await stack.run(
      /* GraphQL */ `
        mutation Upload($data: String!) {
          uploadFile(name: "trip.png", dataBase64: $data) {
            id
          }
        }
      `,
      { data: PNG_BASE64 },
    );
    const imageFileId = upload.data!.uploadFile.id;
    const created = (await stack.run(CREATE, { input: validTripInput({ imageFileId }) })).data!.createTrip;
    const image = async () => (await stack.run(TRIP, { id: created.id })).data!.trip.imageUrl;
    expect(await image()).toMatch(/^\/files\//);

    const input = validTripInput({ code: created.code, imageFileId: null });
    const cleared = await stack.run(UPDATE, { id: created.id, version: 1, input });
    expect(cleared.errors).toBeUndefined();
    expect(await image()).toBeNull();
  });
});

describe("state transitions", () => {
  it("follows the legal transitions and refuses the others with 20409", async () => {
    const created = (await stack.run(CREATE, { input: validTripInput() })).data!.createTrip;
    let version = created.version;
    const step = async (mutation: string, expected: string) => {
      const result = await stack.run(transition(mutation), { id: created.id, version });
      expect(result.errors).toBeUndefined();
      const trip = result.data![mutation];
      expect(trip.state).toBe(expected);
      version = trip.version;
    };
    await step("publishTrip", "PUBLISHED");
    await step("sponsorTrip", "SPONSORING");
    await step("stopSellingTrip", "STOP_SALE");
    await step("inactivateTrip", "INACTIVE");
    await step("deactivateTrip", "DEACTIVE");

    const illegal = await stack.run(transition("sponsorTrip"), { id: created.id, version });
    expect(illegal.errors?.[0].extensions).toMatchObject({
      code: "UPSTREAM_ERROR",
      upstreamCode: 20409,
      key: "trip.illegalTransition",
      params: { state: "DEACTIVE", action: "sponsor" },
    });
    expect(illegal.errors?.[0].message).toBe("A trip in state DEACTIVE cannot sponsor");

    const stale = await stack.run(transition("publishTrip"), { id: created.id, version: version - 1 });
    expect(stale.errors?.[0].extensions).toMatchObject({ code: "STALE_DATA" });
  });

  it("duplicates a trip into a draft copy", async () => {
    const { id } = await findTrip(stack, "EVT-JAZZ-NIGHT");
    const result = await stack.run(
      /* GraphQL */ `
        mutation Duplicate($id: ID!) {
          duplicateTrip(id: $id) {
            id
            code
            state
            version
          }
        }
      `,
      { id },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.duplicateTrip).toMatchObject({ code: "EVT-JAZZ-NIGHT_copy", state: "DRAFT", version: 1 });
    expect(result.data!.duplicateTrip.id).not.toBe(id);
  });
});

describe("grouped trips", () => {
  const CREATE_GROUPED = /* GraphQL */ `
    mutation CreateGrouped($input: GroupedTripInput!) {
      createGroupedTrip(input: $input) {
        id
        code
        grouped
        state
        trip1Id
        trip2Id
        version
      }
    }
  `;

  it("refuses the same trip twice at the gateway", async () => {
    const result = await stack.run(CREATE_GROUPED, {
      input: { code: uniqueCode("GRP"), name: "Same twice", trip1Id: "1", trip2Id: "1", requireSameDay: false },
    });
    expect(result.errors?.[0].extensions?.fields).toEqual([
      { field: "trip2Id", rule: "grouped.sameTrip", params: {}, message: "Trip 1 and Trip 2 must be different" },
    ]);
    expect(result.errors?.[0].extensions?.upstreamCode).toBeUndefined();
  });

  it("names every mismatch of the two trips", async () => {
    const jazz = await findTrip(stack, "EVT-JAZZ-NIGHT");
    const bus = await findTrip(stack, "BUS-NYC-BOS");
    const result = await stack.run(CREATE_GROUPED, {
      input: { code: uniqueCode("GRP"), name: "Mismatch", trip1Id: jazz.id, trip2Id: bus.id, requireSameDay: true },
    });
    expect(result.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", upstreamCode: 20001 });
    expect(fieldMessages(result.errors?.[0])).toMatchObject({
      pricingType: "Price type does not match",
      inventoryType: "Inventory type does not match",
    });
    expect(result.errors?.[0].extensions?.fields as FieldFailure[]).toContainEqual({
      field: "pricingType",
      rule: "grouped.mismatch",
      params: { setting: "pricingType" },
      message: "Price type does not match",
    });
  });

  it("creates and updates a grouped trip of two matching trips", async () => {
    const walk = await findTrip(stack, "TOUR-CITY-WALK");
    const cruise = await findTrip(stack, "TOUR-HARBOR-CRUISE");
    const input = { code: uniqueCode("GRP"), name: "Walk and cruise", trip1Id: walk.id, trip2Id: cruise.id };
    const created = await stack.run(CREATE_GROUPED, { input: { ...input, requireSameDay: true } });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createGroupedTrip).toMatchObject({ grouped: true, state: "DRAFT", trip1Id: walk.id });

    const updated = await stack.run(
      /* GraphQL */ `
        mutation UpdateGrouped($id: ID!, $version: Int!, $input: GroupedTripInput!) {
          updateGroupedTrip(id: $id, version: $version, input: $input) {
            name
            requireSameDay
            version
          }
        }
      `,
      {
        id: created.data!.createGroupedTrip.id,
        version: created.data!.createGroupedTrip.version,
        input: { ...input, name: "Walk then cruise", requireSameDay: false },
      },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateGroupedTrip).toMatchObject({ name: "Walk then cruise", requireSameDay: false });
  });
});

describe("permissions", () => {
  it("refuses the sales agent the trip catalogue and lets the administrator in", async () => {
    const agent = await loginAs(stack.url, "agent", "agent123");
    const list = await stack.run(TRIPS, {}, agent);
    expect(list.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      requiredPermission: { type: "page", url: "trip_list" },
    });
    const create = await stack.run(CREATE, { input: validTripInput() }, agent);
    expect(create.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      requiredPermission: { type: "cmd", url: "/trip/add" },
    });
    expect((await stack.run(TRIPS, {})).errors).toBeUndefined();
  });

  it("needs a session", async () => {
    const result = await stack.run(TRIPS, {}, "");
    expect(result.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
