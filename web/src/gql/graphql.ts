/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What is deducted when a booking is cancelled. */
export type CancellationType =
  /** A fixed amount (`cancellationAmount`) (upstream 1) */
  | 'FIXED'
  /** Nothing (upstream 0) */
  | 'NONE'
  /** A percentage, 1 to 100 (`cancellationPercentage`) (upstream 2) */
  | 'PERCENTAGE';

/** A named price line; names unique (case-insensitive). */
export type CustomPriceInput = {
  name: string;
  /** Decimal string: up to 7 integer digits and 2 decimals, at least 0 ('Invalid price' otherwise). */
  price: string;
};

/** Seats of one date and selected shift (at least 1 and at least sold + locked). */
export type DateInventoryInput = {
  /** YYYY-MM-DD */
  date: string;
  quantity: number;
  shift: string;
};

/** Unit of a trip duration entry. */
export type DurationUnit =
  /** Days (upstream "days") */
  | 'DAYS'
  /** Hours (upstream "hours") */
  | 'HOURS';

/** A grouped trip: two different single trips sold together. Their reschedule, cancellation, pricing type, inventory type, special request, age limit and custom price names must match (each mismatch is named in `extensions.fields`: reschedule, cancellation, pricingType, inventoryType, specialRequest, ageLimit, customPrices, trip1Id/trip2Id). */
export type GroupedTripInput = {
  /** Trip ID, same rules as a single trip's. */
  code: string;
  imageFileId?: string | number | null | undefined;
  name: string;
  /** Both trips must be booked for the same day. */
  requireSameDay: boolean;
  tagIds?: Array<string | number> | null | undefined;
  trip1Id: string | number;
  /** Another single trip than `trip1Id`. */
  trip2Id: string | number;
};

/** How a trip's seats are counted. */
export type InventoryType =
  /** A quantity per date and shift (`shifts`, `inventories`) (upstream 2) */
  | 'BY_DATE_SHIFT'
  /** One total quantity (`totalQuantity`) (upstream 0) */
  | 'TOTAL'
  /** Unlimited (upstream 1) */
  | 'UNLIMITED';

/** An itinerary day. */
export type ItineraryDayInput = {
  day: number;
  description?: string;
  title: string;
};

/** Which page of a list to return. Pages count from 1; a page holds 1 to 100 items. */
export type PageInput = {
  /** Page number, from 1. */
  number?: number;
  /** Items per page, 1 to 100 (default 20). */
  size?: number;
};

/** BY_PASSENGER_TYPE prices: adult required; a blank type is not sold. Decimal string: up to 7 integer digits and 2 decimals, at least 0 ('Invalid price' otherwise). */
export type PassengerPricesInput = {
  adult?: string | null | undefined;
  child?: string | null | undefined;
  elder?: string | null | undefined;
  infant?: string | null | undefined;
};

/** PAGE: a screen, `url` is its route key. CMD: an action, `url` is the call it allows. */
export type PermissionType =
  | 'CMD'
  | 'PAGE';

/** How a trip is priced. */
export type PricingType =
  /** A price per passenger type (`passengerPrices`) (upstream 1) */
  | 'BY_PASSENGER_TYPE'
  /** 1 to 10 named prices (`customPrices`) (upstream 2) */
  | 'CUSTOMIZE'
  /** One price per person (`price`) (upstream 0) */
  | 'FLAT'
  /** Free ticket (upstream 3) */
  | 'FREE';

/** What rescheduling costs. */
export type RescheduleFeeType =
  /** Free (upstream 0) */
  | 'FREE'
  /** `rescheduleFee` per order (upstream 2) */
  | 'PER_ORDER'
  /** `rescheduleFee` per ticket (upstream 1) */
  | 'PER_TICKET';

/** A route stop. */
export type RouteStopInput = {
  address: string;
  /** -90 to 90 */
  latitude: number;
  /** -180 to 180 */
  longitude: number;
  name: string;
};

/** A shift: unique name, not '-', '_-' or '-_'. */
export type ShiftInput = {
  name: string;
  selected: boolean;
};

/** A tag's settings (create and update). */
export type TagInput = {
  /** Required, up to 50 characters, unique per tenant. */
  name: string;
  /** An image uploaded with `uploadFile` (required). */
  thumbnailFileId: string | number;
};

/** A duration entry. */
export type TripDurationInput = {
  unit: DurationUnit;
  value: number;
};

/** Narrows the trip list. */
export type TripFilter = {
  /** Part of the trip ID (code). */
  code?: string | null | undefined;
  /** Part of the trip name. */
  name?: string | null | undefined;
  state?: TripState | null | undefined;
};

/** A single trip's settings (create and update). Refusals are BAD_USER_INPUT with `extensions.fields` keyed by these field paths (e.g. `customPrices.0.price`). */
export type TripInput = {
  /** Minimum age 0–99; null: none. */
  ageLimit?: number | null | undefined;
  /** FIXED: the amount. Decimal string: up to 7 integer digits and 2 decimals, at least 0 ('Invalid price' otherwise). */
  cancellationAmount?: string | null | undefined;
  /** PERCENTAGE: 1–100. */
  cancellationPercentage?: number | null | undefined;
  cancellationType: CancellationType;
  /** Trip ID: required, ≤ 50, letters, digits, _ space - :, unique per tenant. */
  code: string;
  /** CUSTOMIZE: 1 to 10 named prices. */
  customPrices?: Array<CustomPriceInput> | null | undefined;
  /** ≤ 10 entries. */
  destination?: Array<string> | null | undefined;
  /** ≤ 10 entries. */
  dropOff?: Array<TripLocationInput> | null | undefined;
  /** ≤ 10 entries. */
  duration?: Array<TripDurationInput> | null | undefined;
  /** ≤ 10 entries. */
  freeServices?: Array<string> | null | undefined;
  /** An image uploaded with `uploadFile`. */
  imageFileId?: string | number | null | undefined;
  /** ≤ 10 entries. */
  includes?: Array<string> | null | undefined;
  /** BY_DATE_SHIFT: seats per date and shift. */
  inventories?: Array<DateInventoryInput> | null | undefined;
  inventoryType: InventoryType;
  /** ≤ 10 entries. */
  itinerary?: Array<ItineraryDayInput> | null | undefined;
  /** Required, ≤ 100, letters, digits, _ space - :. */
  name: string;
  notForIndividualSale?: boolean;
  /** ≤ 10 entries. */
  overview?: Array<string> | null | undefined;
  /** BY_PASSENGER_TYPE prices. */
  passengerPrices?: PassengerPricesInput | null | undefined;
  /** ≤ 10 entries. */
  pickUp?: Array<TripLocationInput> | null | undefined;
  /** FLAT: the price per person. Decimal string: up to 7 integer digits and 2 decimals, at least 0 ('Invalid price' otherwise). */
  price?: string | null | undefined;
  pricingType: PricingType;
  /** Required unless FREE. Decimal string: up to 7 integer digits and 2 decimals, at least 0 ('Invalid price' otherwise). */
  rescheduleFee?: string | null | undefined;
  rescheduleFeeType: RescheduleFeeType;
  /** ≤ 10 entries. */
  route?: Array<RouteStopInput> | null | undefined;
  /** After `saleStart`. */
  saleEnd?: string | null | undefined;
  saleStart?: string | null | undefined;
  /** BY_DATE_SHIFT: shifts, at least one selected. */
  shifts?: Array<ShiftInput> | null | undefined;
  specialRequest?: boolean;
  /** Tags of the tenant. */
  tagIds?: Array<string | number> | null | undefined;
  template: TripTemplate;
  /** ≤ 10 entries. */
  terms?: Array<string> | null | undefined;
  /** TOTAL: seats, at least 1 and at least sold + locked. */
  totalQuantity?: number | null | undefined;
  tripType?: TripType | null | undefined;
};

/** A pick-up or drop-off place. */
export type TripLocationInput = {
  address: string;
  city?: string;
  cityId?: string | number | null | undefined;
  description?: string;
  position?: string;
};

/** Where a trip is in its life cycle (upstream `state`). */
export type TripState =
  /** Deactive: withdrawn (upstream 3) */
  | 'DEACTIVE'
  /** Draft: new, duplicated or grouped trips start here; not on sale (upstream -1) */
  | 'DRAFT'
  /** Inactive: hidden from customers (upstream 1) */
  | 'INACTIVE'
  /** Publish: on sale (upstream 0) */
  | 'PUBLISHED'
  /** Sponsoring: on sale and promoted (upstream 4) */
  | 'SPONSORING'
  /** Stop selling: visible, not bookable (upstream 2) */
  | 'STOP_SALE';

/** The kind of trip, which shapes its detail page. */
export type TripTemplate =
  /** Custom (e.g. bus lines) (upstream 2) */
  | 'CUSTOM'
  /** Event (upstream 0) */
  | 'EVENT'
  /** Tour (upstream 1) */
  | 'TOUR';

/** Whether a trip comes back (seed section 9). */
export type TripType =
  /** One way (upstream 0) */
  | 'ONE_WAY'
  /** Round trip (upstream 1) */
  | 'ROUND_TRIP';

export type AppFooter_TenantFragment = { timeZone: string } & { ' $fragmentName'?: 'AppFooter_TenantFragment' };

export type AppFooter_ServerInfoFragment = { version: string, environment: string } & { ' $fragmentName'?: 'AppFooter_ServerInfoFragment' };

export type GuideButton_InitStateFragment = { initialized: boolean, completedSteps: number, totalSteps: number } & { ' $fragmentName'?: 'GuideButton_InitStateFragment' };

export type UserMenu_UserFragment = { username: string } & { ' $fragmentName'?: 'UserMenu_UserFragment' };

export type WebsiteButton_TenantFragment = { websiteUrl: string | null } & { ' $fragmentName'?: 'WebsiteButton_TenantFragment' };

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { me: { user: (
      { id: string, initialized: boolean }
      & { ' $fragmentRefs'?: { 'UserMenu_UserFragment': UserMenu_UserFragment } }
    ), permissions: Array<{ type: PermissionType, url: string }>, tenant: (
      { tid: string }
      & { ' $fragmentRefs'?: { 'WebsiteButton_TenantFragment': WebsiteButton_TenantFragment;'AppFooter_TenantFragment': AppFooter_TenantFragment } }
    ), initState: { ' $fragmentRefs'?: { 'GuideButton_InitStateFragment': GuideButton_InitStateFragment } } }, serverInfo: { ' $fragmentRefs'?: { 'AppFooter_ServerInfoFragment': AppFooter_ServerInfoFragment } } };

export type GuideQueryVariables = Exact<{ [key: string]: never; }>;


export type GuideQuery = { me: { initState: { initialized: boolean, completedSteps: number, totalSteps: number, steps: Array<{ key: string, done: boolean }> } } };

export type TripActions_TripFragment = { id: string, code: string, name: string, state: TripState, version: number } & { ' $fragmentName'?: 'TripActions_TripFragment' };

export type DuplicateTripMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateTripMutation = { duplicateTrip: { id: string, code: string } };

export type PublishTripMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type PublishTripMutation = { publishTrip: { id: string, state: TripState, version: number } };

export type StopSellingTripMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type StopSellingTripMutation = { stopSellingTrip: { id: string, state: TripState, version: number } };

export type InactivateTripMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type InactivateTripMutation = { inactivateTrip: { id: string, state: TripState, version: number } };

export type SponsorTripMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type SponsorTripMutation = { sponsorTrip: { id: string, state: TripState, version: number } };

export type DeactivateTripMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeactivateTripMutation = { deactivateTrip: { id: string, state: TripState, version: number } };

export type TripForm_TripFragment = { id: string, code: string, name: string, template: TripTemplate, tripType: TripType, version: number, tagIds: Array<string>, imageFileId: string | null, imageUrl: string | null, pricingType: PricingType, price: string | null, inventoryType: InventoryType, totalQuantity: number | null, ageLimit: number | null, specialRequest: boolean, rescheduleFeeType: RescheduleFeeType, rescheduleFee: string | null, cancellationType: CancellationType, cancellationAmount: string | null, cancellationPercentage: number | null, saleStart: string | null, saleEnd: string | null, notForIndividualSale: boolean, includes: Array<string>, overview: Array<string>, destination: Array<string>, freeServices: Array<string>, terms: Array<string>, passengerPrices: { adult: string | null, child: string | null, infant: string | null, elder: string | null } | null, customPrices: Array<{ name: string, price: string }> | null, shifts: Array<{ name: string, selected: boolean }>, inventories: Array<{ date: string, shift: string, quantity: number }>, route: Array<{ name: string, address: string, latitude: number, longitude: number }>, duration: Array<{ value: number, unit: DurationUnit }>, pickUp: Array<{ address: string, position: string, description: string, city: string, cityId: string | null }>, dropOff: Array<{ address: string, position: string, description: string, city: string, cityId: string | null }>, itinerary: Array<{ day: number, title: string, description: string }> } & { ' $fragmentName'?: 'TripForm_TripFragment' };

export type TripFormQueryVariables = Exact<{
  id: string | number;
}>;


export type TripFormQuery = { trip: { ' $fragmentRefs'?: { 'TripForm_TripFragment': TripForm_TripFragment } } };

export type TripFormTimeZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type TripFormTimeZoneQuery = { me: { tenant: { tid: string, timeZone: string } } };

export type TripFormSeatsQueryVariables = Exact<{
  tripId: string | number;
}>;


export type TripFormSeatsQuery = { reservationStatistics: { tripId: string, total: { sold: number, locked: number }, rows: Array<{ date: string, shift: string | null, sold: number, locked: number }> } };

export type CreateTripMutationVariables = Exact<{
  input: TripInput;
}>;


export type CreateTripMutation = { createTrip: { id: string, code: string } };

export type UpdateTripMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: TripInput;
}>;


export type UpdateTripMutation = { updateTrip: { ' $fragmentRefs'?: { 'TripForm_TripFragment': TripForm_TripFragment } } };

export type GroupedTripForm_TripFragment = { id: string, code: string, name: string, trip1Id: string | null, trip2Id: string | null, requireSameDay: boolean | null, imageFileId: string | null, imageUrl: string | null, tagIds: Array<string>, version: number } & { ' $fragmentName'?: 'GroupedTripForm_TripFragment' };

export type GroupedTripEditQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupedTripEditQuery = { trip: { ' $fragmentRefs'?: { 'GroupedTripForm_TripFragment': GroupedTripForm_TripFragment } } };

export type CreateGroupedTripMutationVariables = Exact<{
  input: GroupedTripInput;
}>;


export type CreateGroupedTripMutation = { createGroupedTrip: { id: string, code: string } };

export type UpdateGroupedTripMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: GroupedTripInput;
}>;


export type UpdateGroupedTripMutation = { updateGroupedTrip: { ' $fragmentRefs'?: { 'GroupedTripForm_TripFragment': GroupedTripForm_TripFragment } } };

export type GroupedTripMemberOptionsQueryVariables = Exact<{
  filter?: TripFilter | null | undefined;
}>;


export type GroupedTripMemberOptionsQuery = { trips: { items: Array<{ id: string, code: string, name: string, grouped: boolean }> } };

export type GroupedTripMemberQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupedTripMemberQuery = { trip: { id: string, code: string, name: string, pricingType: PricingType, inventoryType: InventoryType, rescheduleFeeType: RescheduleFeeType, rescheduleFee: string | null, cancellationType: CancellationType, cancellationAmount: string | null, cancellationPercentage: number | null, specialRequest: boolean, ageLimit: number | null, customPrices: Array<{ name: string }> | null } };

export type DeleteTagMutationVariables = Exact<{
  id: string | number;
  version?: number | null | undefined;
}>;


export type DeleteTagMutation = { deleteTag: boolean };

export type CreateTagMutationVariables = Exact<{
  input: TagInput;
}>;


export type CreateTagMutation = { createTag: { id: string, name: string } };

export type UpdateTagMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: TagInput;
}>;


export type UpdateTagMutation = { updateTag: { id: string, name: string, thumbnailFileId: string, thumbnailUrl: string, version: number } };

export type TagOptionsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type TagOptionsQuery = { tags: { items: Array<{ id: string, name: string }> } };

export type TagsListQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type TagsListQuery = { tags: { total: number, items: Array<{ id: string, name: string, thumbnailFileId: string, thumbnailUrl: string, tripCount: number, version: number }> } };

export type TripKindQueryVariables = Exact<{
  id: string | number;
}>;


export type TripKindQuery = { trip: { id: string, grouped: boolean } };

export type TripListQueryVariables = Exact<{
  filter?: TripFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type TripListQuery = { trips: { total: number, page: number, pageSize: number, items: Array<(
      { id: string, code: string, name: string, grouped: boolean, price: string, views: number, bookings: number, state: TripState }
      & { ' $fragmentRefs'?: { 'TripActions_TripFragment': TripActions_TripFragment } }
    )> } };

export type LoginUserMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginUserMutation = { login: { ' $fragmentRefs'?: { 'Session_SessionFragment': Session_SessionFragment } } };

export type LoginUserWithAuthCodeMutationVariables = Exact<{
  authCode: string;
  userName: string;
}>;


export type LoginUserWithAuthCodeMutation = { loginWithAuthCode: { ' $fragmentRefs'?: { 'Session_SessionFragment': Session_SessionFragment } } };

export type Session_SessionFragment = { token: string, expiresAt: string, user: { id: string, username: string, tenantId: string, initialized: boolean } } & { ' $fragmentName'?: 'Session_SessionFragment' };

export type LogoutUserMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutUserMutation = { logout: boolean };

export type ChangePasswordMutationVariables = Exact<{
  password: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type UploadImageMutationVariables = Exact<{
  name: string;
  dataBase64: string;
}>;


export type UploadImageMutation = { uploadFile: { id: string, url: string } };

export const AppFooter_TenantFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFooter_tenant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<AppFooter_TenantFragment, unknown>;
export const AppFooter_ServerInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFooter_serverInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}}]}}]} as unknown as DocumentNode<AppFooter_ServerInfoFragment, unknown>;
export const GuideButton_InitStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideButton_initState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InitState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initialized"}},{"kind":"Field","name":{"kind":"Name","value":"completedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"totalSteps"}}]}}]} as unknown as DocumentNode<GuideButton_InitStateFragment, unknown>;
export const UserMenu_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserMenu_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]} as unknown as DocumentNode<UserMenu_UserFragment, unknown>;
export const WebsiteButton_TenantFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebsiteButton_tenant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}}]}}]} as unknown as DocumentNode<WebsiteButton_TenantFragment, unknown>;
export const TripActions_TripFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripActions_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TripActions_TripFragment, unknown>;
export const TripForm_TripFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"tripType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"passengerPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"infant"}},{"kind":"Field","name":{"kind":"Name","value":"elder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventoryType"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFee"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationType"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"saleStart"}},{"kind":"Field","name":{"kind":"Name","value":"saleEnd"}},{"kind":"Field","name":{"kind":"Name","value":"notForIndividualSale"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"freeServices"}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]} as unknown as DocumentNode<TripForm_TripFragment, unknown>;
export const GroupedTripForm_TripFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupedTripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"trip1Id"}},{"kind":"Field","name":{"kind":"Name","value":"trip2Id"}},{"kind":"Field","name":{"kind":"Name","value":"requireSameDay"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<GroupedTripForm_TripFragment, unknown>;
export const Session_SessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}}]}}]}}]} as unknown as DocumentNode<Session_SessionFragment, unknown>;
export const ShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserMenu_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebsiteButton_tenant"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFooter_tenant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"initState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideButton_initState"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFooter_serverInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserMenu_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebsiteButton_tenant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFooter_tenant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideButton_initState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InitState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initialized"}},{"kind":"Field","name":{"kind":"Name","value":"completedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"totalSteps"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFooter_serverInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}}]}}]} as unknown as DocumentNode<ShellQuery, ShellQueryVariables>;
export const GuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Guide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initialized"}},{"kind":"Field","name":{"kind":"Name","value":"completedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"totalSteps"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GuideQuery, GuideQueryVariables>;
export const DuplicateTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<DuplicateTripMutation, DuplicateTripMutationVariables>;
export const PublishTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<PublishTripMutation, PublishTripMutationVariables>;
export const StopSellingTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopSellingTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopSellingTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<StopSellingTripMutation, StopSellingTripMutationVariables>;
export const InactivateTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InactivateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inactivateTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<InactivateTripMutation, InactivateTripMutationVariables>;
export const SponsorTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SponsorTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sponsorTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SponsorTripMutation, SponsorTripMutationVariables>;
export const DeactivateTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<DeactivateTripMutation, DeactivateTripMutationVariables>;
export const TripFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripForm_trip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"tripType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"passengerPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"infant"}},{"kind":"Field","name":{"kind":"Name","value":"elder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventoryType"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFee"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationType"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"saleStart"}},{"kind":"Field","name":{"kind":"Name","value":"saleEnd"}},{"kind":"Field","name":{"kind":"Name","value":"notForIndividualSale"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"freeServices"}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]} as unknown as DocumentNode<TripFormQuery, TripFormQueryVariables>;
export const TripFormTimeZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripFormTimeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<TripFormTimeZoneQuery, TripFormTimeZoneQueryVariables>;
export const TripFormSeatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripFormSeats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]}}]} as unknown as DocumentNode<TripFormSeatsQuery, TripFormSeatsQueryVariables>;
export const CreateTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateTripMutation, CreateTripMutationVariables>;
export const UpdateTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripForm_trip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"tripType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"passengerPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"infant"}},{"kind":"Field","name":{"kind":"Name","value":"elder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventoryType"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFee"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationType"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"saleStart"}},{"kind":"Field","name":{"kind":"Name","value":"saleEnd"}},{"kind":"Field","name":{"kind":"Name","value":"notForIndividualSale"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"freeServices"}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]} as unknown as DocumentNode<UpdateTripMutation, UpdateTripMutationVariables>;
export const GroupedTripEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupedTripEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupedTripForm_trip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupedTripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"trip1Id"}},{"kind":"Field","name":{"kind":"Name","value":"trip2Id"}},{"kind":"Field","name":{"kind":"Name","value":"requireSameDay"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<GroupedTripEditQuery, GroupedTripEditQueryVariables>;
export const CreateGroupedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroupedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupedTripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroupedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateGroupedTripMutation, CreateGroupedTripMutationVariables>;
export const UpdateGroupedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGroupedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupedTripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroupedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupedTripForm_trip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupedTripForm_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"trip1Id"}},{"kind":"Field","name":{"kind":"Name","value":"trip2Id"}},{"kind":"Field","name":{"kind":"Name","value":"requireSameDay"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateGroupedTripMutation, UpdateGroupedTripMutationVariables>;
export const GroupedTripMemberOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupedTripMemberOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TripFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"number"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"20"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grouped"}}]}}]}}]}}]} as unknown as DocumentNode<GroupedTripMemberOptionsQuery, GroupedTripMemberOptionsQueryVariables>;
export const GroupedTripMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupedTripMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryType"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleFee"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationType"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"ageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"customPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GroupedTripMemberQuery, GroupedTripMemberQueryVariables>;
export const DeleteTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteTagMutation, DeleteTagMutationVariables>;
export const CreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateTagMutation, CreateTagMutationVariables>;
export const UpdateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailFileId"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateTagMutation, UpdateTagMutationVariables>;
export const TagOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TagOptionsQuery, TagOptionsQueryVariables>;
export const TagsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailFileId"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tripCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<TagsListQuery, TagsListQueryVariables>;
export const TripKindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripKind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grouped"}}]}}]}}]} as unknown as DocumentNode<TripKindQuery, TripKindQueryVariables>;
export const TripListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TripFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grouped"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripActions_trip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripActions_trip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TripListQuery, TripListQueryVariables>;
export const LoginUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}}]}}]}}]} as unknown as DocumentNode<LoginUserMutation, LoginUserMutationVariables>;
export const LoginUserWithAuthCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginUserWithAuthCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithAuthCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"authCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"initialized"}}]}}]}}]} as unknown as DocumentNode<LoginUserWithAuthCodeMutation, LoginUserWithAuthCodeMutationVariables>;
export const LogoutUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutUserMutation, LogoutUserMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UploadImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataBase64"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataBase64"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataBase64"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UploadImageMutation, UploadImageMutationVariables>;