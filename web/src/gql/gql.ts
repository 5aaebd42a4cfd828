/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AppFooter_tenant on TenantConfiguration {\n    timeZone\n  }\n": typeof types.AppFooter_TenantFragmentDoc,
    "\n  fragment AppFooter_serverInfo on ServerInfo {\n    version\n    environment\n  }\n": typeof types.AppFooter_ServerInfoFragmentDoc,
    "\n  fragment GuideButton_initState on InitState {\n    initialized\n    completedSteps\n    totalSteps\n  }\n": typeof types.GuideButton_InitStateFragmentDoc,
    "\n  fragment UserMenu_user on SessionUser {\n    username\n  }\n": typeof types.UserMenu_UserFragmentDoc,
    "\n  fragment WebsiteButton_tenant on TenantConfiguration {\n    websiteUrl\n  }\n": typeof types.WebsiteButton_TenantFragmentDoc,
    "\n  query Shell {\n    me {\n      user {\n        id\n        initialized\n        ...UserMenu_user\n      }\n      permissions {\n        type\n        url\n      }\n      tenant {\n        tid\n        ...WebsiteButton_tenant\n        ...AppFooter_tenant\n      }\n      initState {\n        ...GuideButton_initState\n      }\n    }\n    serverInfo {\n      ...AppFooter_serverInfo\n    }\n  }\n": typeof types.ShellDocument,
    "\n  query Guide {\n    me {\n      initState {\n        initialized\n        completedSteps\n        totalSteps\n        steps {\n          key\n          done\n        }\n      }\n    }\n  }\n": typeof types.GuideDocument,
    "\n  fragment TripActions_trip on TripSummary {\n    id\n    code\n    name\n    state\n    version\n  }\n": typeof types.TripActions_TripFragmentDoc,
    "\n  mutation DuplicateTrip($id: ID!) {\n    duplicateTrip(id: $id) {\n      id\n      code\n    }\n  }\n": typeof types.DuplicateTripDocument,
    "\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.PublishTripDocument,
    "\n  mutation StopSellingTrip($id: ID!, $version: Int!) {\n    stopSellingTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.StopSellingTripDocument,
    "\n  mutation InactivateTrip($id: ID!, $version: Int!) {\n    inactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.InactivateTripDocument,
    "\n  mutation SponsorTrip($id: ID!, $version: Int!) {\n    sponsorTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.SponsorTripDocument,
    "\n  mutation DeactivateTrip($id: ID!, $version: Int!) {\n    deactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.DeactivateTripDocument,
    "\n  fragment TripForm_trip on Trip {\n    id\n    code\n    name\n    template\n    tripType\n    version\n    tagIds\n    imageFileId\n    imageUrl\n    pricingType\n    price\n    passengerPrices {\n      adult\n      child\n      infant\n      elder\n    }\n    customPrices {\n      name\n      price\n    }\n    inventoryType\n    totalQuantity\n    shifts {\n      name\n      selected\n    }\n    inventories {\n      date\n      shift\n      quantity\n    }\n    ageLimit\n    specialRequest\n    rescheduleFeeType\n    rescheduleFee\n    cancellationType\n    cancellationAmount\n    cancellationPercentage\n    saleStart\n    saleEnd\n    notForIndividualSale\n    includes\n    overview\n    destination\n    freeServices\n    route {\n      name\n      address\n      latitude\n      longitude\n    }\n    duration {\n      value\n      unit\n    }\n    pickUp {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    dropOff {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    itinerary {\n      day\n      title\n      description\n    }\n    terms\n  }\n": typeof types.TripForm_TripFragmentDoc,
    "\n  query TripForm($id: ID!) {\n    trip(id: $id) {\n      ...TripForm_trip\n    }\n  }\n": typeof types.TripFormDocument,
    "\n  query TripFormTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n": typeof types.TripFormTimeZoneDocument,
    "\n  query TripFormSeats($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      total {\n        sold\n        locked\n      }\n      rows {\n        date\n        shift\n        sold\n        locked\n      }\n    }\n  }\n": typeof types.TripFormSeatsDocument,
    "\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.CreateTripDocument,
    "\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...TripForm_trip\n    }\n  }\n": typeof types.UpdateTripDocument,
    "\n  fragment GroupedTripForm_trip on Trip {\n    id\n    code\n    name\n    trip1Id\n    trip2Id\n    requireSameDay\n    imageFileId\n    imageUrl\n    tagIds\n    version\n  }\n": typeof types.GroupedTripForm_TripFragmentDoc,
    "\n  query GroupedTripEdit($id: ID!) {\n    trip(id: $id) {\n      ...GroupedTripForm_trip\n    }\n  }\n": typeof types.GroupedTripEditDocument,
    "\n  mutation CreateGroupedTrip($input: GroupedTripInput!) {\n    createGroupedTrip(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.CreateGroupedTripDocument,
    "\n  mutation UpdateGroupedTrip($id: ID!, $version: Int!, $input: GroupedTripInput!) {\n    updateGroupedTrip(id: $id, version: $version, input: $input) {\n      ...GroupedTripForm_trip\n    }\n  }\n": typeof types.UpdateGroupedTripDocument,
    "\n  query GroupedTripMemberOptions($filter: TripFilter) {\n    trips(filter: $filter, page: { number: 1, size: 20 }) {\n      items {\n        id\n        code\n        name\n        grouped\n      }\n    }\n  }\n": typeof types.GroupedTripMemberOptionsDocument,
    "\n  query GroupedTripMember($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      pricingType\n      inventoryType\n      rescheduleFeeType\n      rescheduleFee\n      cancellationType\n      cancellationAmount\n      cancellationPercentage\n      specialRequest\n      ageLimit\n      customPrices {\n        name\n      }\n    }\n  }\n": typeof types.GroupedTripMemberDocument,
    "\n  mutation DeleteTag($id: ID!, $version: Int) {\n    deleteTag(id: $id, version: $version)\n  }\n": typeof types.DeleteTagDocument,
    "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateTagDocument,
    "\n  mutation UpdateTag($id: ID!, $version: Int!, $input: TagInput!) {\n    updateTag(id: $id, version: $version, input: $input) {\n      id\n      name\n      thumbnailFileId\n      thumbnailUrl\n      version\n    }\n  }\n": typeof types.UpdateTagDocument,
    "\n  query TagOptions($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.TagOptionsDocument,
    "\n  query TagsList($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n        thumbnailFileId\n        thumbnailUrl\n        tripCount\n        version\n      }\n      total\n    }\n  }\n": typeof types.TagsListDocument,
    "\n  query TripKind($id: ID!) {\n    trip(id: $id) {\n      id\n      grouped\n    }\n  }\n": typeof types.TripKindDocument,
    "\n  query TripList($filter: TripFilter, $page: PageInput) {\n    trips(filter: $filter, page: $page) {\n      items {\n        id\n        code\n        name\n        grouped\n        price\n        views\n        bookings\n        state\n        ...TripActions_trip\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.TripListDocument,
    "\n  mutation LoginUser($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      ...Session_session\n    }\n  }\n": typeof types.LoginUserDocument,
    "\n  mutation LoginUserWithAuthCode($authCode: String!, $userName: String!) {\n    loginWithAuthCode(authCode: $authCode, userName: $userName) {\n      ...Session_session\n    }\n  }\n": typeof types.LoginUserWithAuthCodeDocument,
    "\n  fragment Session_session on Session {\n    token\n    expiresAt\n    user {\n      id\n      username\n      tenantId\n      initialized\n    }\n  }\n": typeof types.Session_SessionFragmentDoc,
    "\n  mutation LogoutUser {\n    logout\n  }\n": typeof types.LogoutUserDocument,
    "\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UploadImage($name: String!, $dataBase64: String!) {\n    uploadFile(name: $name, dataBase64: $dataBase64) {\n      id\n      url\n    }\n  }\n": typeof types.UploadImageDocument,
};
const documents: Documents = {
    "\n  fragment AppFooter_tenant on TenantConfiguration {\n    timeZone\n  }\n": types.AppFooter_TenantFragmentDoc,
    "\n  fragment AppFooter_serverInfo on ServerInfo {\n    version\n    environment\n  }\n": types.AppFooter_ServerInfoFragmentDoc,
    "\n  fragment GuideButton_initState on InitState {\n    initialized\n    completedSteps\n    totalSteps\n  }\n": types.GuideButton_InitStateFragmentDoc,
    "\n  fragment UserMenu_user on SessionUser {\n    username\n  }\n": types.UserMenu_UserFragmentDoc,
    "\n  fragment WebsiteButton_tenant on TenantConfiguration {\n    websiteUrl\n  }\n": types.WebsiteButton_TenantFragmentDoc,
    "\n  query Shell {\n    me {\n      user {\n        id\n        initialized\n        ...UserMenu_user\n      }\n      permissions {\n        type\n        url\n      }\n      tenant {\n        tid\n        ...WebsiteButton_tenant\n        ...AppFooter_tenant\n      }\n      initState {\n        ...GuideButton_initState\n      }\n    }\n    serverInfo {\n      ...AppFooter_serverInfo\n    }\n  }\n": types.ShellDocument,
    "\n  query Guide {\n    me {\n      initState {\n        initialized\n        completedSteps\n        totalSteps\n        steps {\n          key\n          done\n        }\n      }\n    }\n  }\n": types.GuideDocument,
    "\n  fragment TripActions_trip on TripSummary {\n    id\n    code\n    name\n    state\n    version\n  }\n": types.TripActions_TripFragmentDoc,
    "\n  mutation DuplicateTrip($id: ID!) {\n    duplicateTrip(id: $id) {\n      id\n      code\n    }\n  }\n": types.DuplicateTripDocument,
    "\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.PublishTripDocument,
    "\n  mutation StopSellingTrip($id: ID!, $version: Int!) {\n    stopSellingTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.StopSellingTripDocument,
    "\n  mutation InactivateTrip($id: ID!, $version: Int!) {\n    inactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.InactivateTripDocument,
    "\n  mutation SponsorTrip($id: ID!, $version: Int!) {\n    sponsorTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.SponsorTripDocument,
    "\n  mutation DeactivateTrip($id: ID!, $version: Int!) {\n    deactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.DeactivateTripDocument,
    "\n  fragment TripForm_trip on Trip {\n    id\n    code\n    name\n    template\n    tripType\n    version\n    tagIds\n    imageFileId\n    imageUrl\n    pricingType\n    price\n    passengerPrices {\n      adult\n      child\n      infant\n      elder\n    }\n    customPrices {\n      name\n      price\n    }\n    inventoryType\n    totalQuantity\n    shifts {\n      name\n      selected\n    }\n    inventories {\n      date\n      shift\n      quantity\n    }\n    ageLimit\n    specialRequest\n    rescheduleFeeType\n    rescheduleFee\n    cancellationType\n    cancellationAmount\n    cancellationPercentage\n    saleStart\n    saleEnd\n    notForIndividualSale\n    includes\n    overview\n    destination\n    freeServices\n    route {\n      name\n      address\n      latitude\n      longitude\n    }\n    duration {\n      value\n      unit\n    }\n    pickUp {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    dropOff {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    itinerary {\n      day\n      title\n      description\n    }\n    terms\n  }\n": types.TripForm_TripFragmentDoc,
    "\n  query TripForm($id: ID!) {\n    trip(id: $id) {\n      ...TripForm_trip\n    }\n  }\n": types.TripFormDocument,
    "\n  query TripFormTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n": types.TripFormTimeZoneDocument,
    "\n  query TripFormSeats($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      total {\n        sold\n        locked\n      }\n      rows {\n        date\n        shift\n        sold\n        locked\n      }\n    }\n  }\n": types.TripFormSeatsDocument,
    "\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      id\n      code\n    }\n  }\n": types.CreateTripDocument,
    "\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...TripForm_trip\n    }\n  }\n": types.UpdateTripDocument,
    "\n  fragment GroupedTripForm_trip on Trip {\n    id\n    code\n    name\n    trip1Id\n    trip2Id\n    requireSameDay\n    imageFileId\n    imageUrl\n    tagIds\n    version\n  }\n": types.GroupedTripForm_TripFragmentDoc,
    "\n  query GroupedTripEdit($id: ID!) {\n    trip(id: $id) {\n      ...GroupedTripForm_trip\n    }\n  }\n": types.GroupedTripEditDocument,
    "\n  mutation CreateGroupedTrip($input: GroupedTripInput!) {\n    createGroupedTrip(input: $input) {\n      id\n      code\n    }\n  }\n": types.CreateGroupedTripDocument,
    "\n  mutation UpdateGroupedTrip($id: ID!, $version: Int!, $input: GroupedTripInput!) {\n    updateGroupedTrip(id: $id, version: $version, input: $input) {\n      ...GroupedTripForm_trip\n    }\n  }\n": types.UpdateGroupedTripDocument,
    "\n  query GroupedTripMemberOptions($filter: TripFilter) {\n    trips(filter: $filter, page: { number: 1, size: 20 }) {\n      items {\n        id\n        code\n        name\n        grouped\n      }\n    }\n  }\n": types.GroupedTripMemberOptionsDocument,
    "\n  query GroupedTripMember($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      pricingType\n      inventoryType\n      rescheduleFeeType\n      rescheduleFee\n      cancellationType\n      cancellationAmount\n      cancellationPercentage\n      specialRequest\n      ageLimit\n      customPrices {\n        name\n      }\n    }\n  }\n": types.GroupedTripMemberDocument,
    "\n  mutation DeleteTag($id: ID!, $version: Int) {\n    deleteTag(id: $id, version: $version)\n  }\n": types.DeleteTagDocument,
    "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateTagDocument,
    "\n  mutation UpdateTag($id: ID!, $version: Int!, $input: TagInput!) {\n    updateTag(id: $id, version: $version, input: $input) {\n      id\n      name\n      thumbnailFileId\n      thumbnailUrl\n      version\n    }\n  }\n": types.UpdateTagDocument,
    "\n  query TagOptions($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.TagOptionsDocument,
    "\n  query TagsList($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n        thumbnailFileId\n        thumbnailUrl\n        tripCount\n        version\n      }\n      total\n    }\n  }\n": types.TagsListDocument,
    "\n  query TripKind($id: ID!) {\n    trip(id: $id) {\n      id\n      grouped\n    }\n  }\n": types.TripKindDocument,
    "\n  query TripList($filter: TripFilter, $page: PageInput) {\n    trips(filter: $filter, page: $page) {\n      items {\n        id\n        code\n        name\n        grouped\n        price\n        views\n        bookings\n        state\n        ...TripActions_trip\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.TripListDocument,
    "\n  mutation LoginUser($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      ...Session_session\n    }\n  }\n": types.LoginUserDocument,
    "\n  mutation LoginUserWithAuthCode($authCode: String!, $userName: String!) {\n    loginWithAuthCode(authCode: $authCode, userName: $userName) {\n      ...Session_session\n    }\n  }\n": types.LoginUserWithAuthCodeDocument,
    "\n  fragment Session_session on Session {\n    token\n    expiresAt\n    user {\n      id\n      username\n      tenantId\n      initialized\n    }\n  }\n": types.Session_SessionFragmentDoc,
    "\n  mutation LogoutUser {\n    logout\n  }\n": types.LogoutUserDocument,
    "\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UploadImage($name: String!, $dataBase64: String!) {\n    uploadFile(name: $name, dataBase64: $dataBase64) {\n      id\n      url\n    }\n  }\n": types.UploadImageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppFooter_tenant on TenantConfiguration {\n    timeZone\n  }\n"): (typeof documents)["\n  fragment AppFooter_tenant on TenantConfiguration {\n    timeZone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppFooter_serverInfo on ServerInfo {\n    version\n    environment\n  }\n"): (typeof documents)["\n  fragment AppFooter_serverInfo on ServerInfo {\n    version\n    environment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuideButton_initState on InitState {\n    initialized\n    completedSteps\n    totalSteps\n  }\n"): (typeof documents)["\n  fragment GuideButton_initState on InitState {\n    initialized\n    completedSteps\n    totalSteps\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserMenu_user on SessionUser {\n    username\n  }\n"): (typeof documents)["\n  fragment UserMenu_user on SessionUser {\n    username\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebsiteButton_tenant on TenantConfiguration {\n    websiteUrl\n  }\n"): (typeof documents)["\n  fragment WebsiteButton_tenant on TenantConfiguration {\n    websiteUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell {\n    me {\n      user {\n        id\n        initialized\n        ...UserMenu_user\n      }\n      permissions {\n        type\n        url\n      }\n      tenant {\n        tid\n        ...WebsiteButton_tenant\n        ...AppFooter_tenant\n      }\n      initState {\n        ...GuideButton_initState\n      }\n    }\n    serverInfo {\n      ...AppFooter_serverInfo\n    }\n  }\n"): (typeof documents)["\n  query Shell {\n    me {\n      user {\n        id\n        initialized\n        ...UserMenu_user\n      }\n      permissions {\n        type\n        url\n      }\n      tenant {\n        tid\n        ...WebsiteButton_tenant\n        ...AppFooter_tenant\n      }\n      initState {\n        ...GuideButton_initState\n      }\n    }\n    serverInfo {\n      ...AppFooter_serverInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Guide {\n    me {\n      initState {\n        initialized\n        completedSteps\n        totalSteps\n        steps {\n          key\n          done\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Guide {\n    me {\n      initState {\n        initialized\n        completedSteps\n        totalSteps\n        steps {\n          key\n          done\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripActions_trip on TripSummary {\n    id\n    code\n    name\n    state\n    version\n  }\n"): (typeof documents)["\n  fragment TripActions_trip on TripSummary {\n    id\n    code\n    name\n    state\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateTrip($id: ID!) {\n    duplicateTrip(id: $id) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateTrip($id: ID!) {\n    duplicateTrip(id: $id) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopSellingTrip($id: ID!, $version: Int!) {\n    stopSellingTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation StopSellingTrip($id: ID!, $version: Int!) {\n    stopSellingTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InactivateTrip($id: ID!, $version: Int!) {\n    inactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation InactivateTrip($id: ID!, $version: Int!) {\n    inactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SponsorTrip($id: ID!, $version: Int!) {\n    sponsorTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SponsorTrip($id: ID!, $version: Int!) {\n    sponsorTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateTrip($id: ID!, $version: Int!) {\n    deactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateTrip($id: ID!, $version: Int!) {\n    deactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripForm_trip on Trip {\n    id\n    code\n    name\n    template\n    tripType\n    version\n    tagIds\n    imageFileId\n    imageUrl\n    pricingType\n    price\n    passengerPrices {\n      adult\n      child\n      infant\n      elder\n    }\n    customPrices {\n      name\n      price\n    }\n    inventoryType\n    totalQuantity\n    shifts {\n      name\n      selected\n    }\n    inventories {\n      date\n      shift\n      quantity\n    }\n    ageLimit\n    specialRequest\n    rescheduleFeeType\n    rescheduleFee\n    cancellationType\n    cancellationAmount\n    cancellationPercentage\n    saleStart\n    saleEnd\n    notForIndividualSale\n    includes\n    overview\n    destination\n    freeServices\n    route {\n      name\n      address\n      latitude\n      longitude\n    }\n    duration {\n      value\n      unit\n    }\n    pickUp {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    dropOff {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    itinerary {\n      day\n      title\n      description\n    }\n    terms\n  }\n"): (typeof documents)["\n  fragment TripForm_trip on Trip {\n    id\n    code\n    name\n    template\n    tripType\n    version\n    tagIds\n    imageFileId\n    imageUrl\n    pricingType\n    price\n    passengerPrices {\n      adult\n      child\n      infant\n      elder\n    }\n    customPrices {\n      name\n      price\n    }\n    inventoryType\n    totalQuantity\n    shifts {\n      name\n      selected\n    }\n    inventories {\n      date\n      shift\n      quantity\n    }\n    ageLimit\n    specialRequest\n    rescheduleFeeType\n    rescheduleFee\n    cancellationType\n    cancellationAmount\n    cancellationPercentage\n    saleStart\n    saleEnd\n    notForIndividualSale\n    includes\n    overview\n    destination\n    freeServices\n    route {\n      name\n      address\n      latitude\n      longitude\n    }\n    duration {\n      value\n      unit\n    }\n    pickUp {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    dropOff {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    itinerary {\n      day\n      title\n      description\n    }\n    terms\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripForm($id: ID!) {\n    trip(id: $id) {\n      ...TripForm_trip\n    }\n  }\n"): (typeof documents)["\n  query TripForm($id: ID!) {\n    trip(id: $id) {\n      ...TripForm_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripFormTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripFormTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripFormSeats($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      total {\n        sold\n        locked\n      }\n      rows {\n        date\n        shift\n        sold\n        locked\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripFormSeats($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      total {\n        sold\n        locked\n      }\n      rows {\n        date\n        shift\n        sold\n        locked\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...TripForm_trip\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...TripForm_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupedTripForm_trip on Trip {\n    id\n    code\n    name\n    trip1Id\n    trip2Id\n    requireSameDay\n    imageFileId\n    imageUrl\n    tagIds\n    version\n  }\n"): (typeof documents)["\n  fragment GroupedTripForm_trip on Trip {\n    id\n    code\n    name\n    trip1Id\n    trip2Id\n    requireSameDay\n    imageFileId\n    imageUrl\n    tagIds\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupedTripEdit($id: ID!) {\n    trip(id: $id) {\n      ...GroupedTripForm_trip\n    }\n  }\n"): (typeof documents)["\n  query GroupedTripEdit($id: ID!) {\n    trip(id: $id) {\n      ...GroupedTripForm_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroupedTrip($input: GroupedTripInput!) {\n    createGroupedTrip(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroupedTrip($input: GroupedTripInput!) {\n    createGroupedTrip(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGroupedTrip($id: ID!, $version: Int!, $input: GroupedTripInput!) {\n    updateGroupedTrip(id: $id, version: $version, input: $input) {\n      ...GroupedTripForm_trip\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGroupedTrip($id: ID!, $version: Int!, $input: GroupedTripInput!) {\n    updateGroupedTrip(id: $id, version: $version, input: $input) {\n      ...GroupedTripForm_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupedTripMemberOptions($filter: TripFilter) {\n    trips(filter: $filter, page: { number: 1, size: 20 }) {\n      items {\n        id\n        code\n        name\n        grouped\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupedTripMemberOptions($filter: TripFilter) {\n    trips(filter: $filter, page: { number: 1, size: 20 }) {\n      items {\n        id\n        code\n        name\n        grouped\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupedTripMember($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      pricingType\n      inventoryType\n      rescheduleFeeType\n      rescheduleFee\n      cancellationType\n      cancellationAmount\n      cancellationPercentage\n      specialRequest\n      ageLimit\n      customPrices {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupedTripMember($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      pricingType\n      inventoryType\n      rescheduleFeeType\n      rescheduleFee\n      cancellationType\n      cancellationAmount\n      cancellationPercentage\n      specialRequest\n      ageLimit\n      customPrices {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTag($id: ID!, $version: Int) {\n    deleteTag(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteTag($id: ID!, $version: Int) {\n    deleteTag(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTag($id: ID!, $version: Int!, $input: TagInput!) {\n    updateTag(id: $id, version: $version, input: $input) {\n      id\n      name\n      thumbnailFileId\n      thumbnailUrl\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTag($id: ID!, $version: Int!, $input: TagInput!) {\n    updateTag(id: $id, version: $version, input: $input) {\n      id\n      name\n      thumbnailFileId\n      thumbnailUrl\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagOptions($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query TagOptions($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagsList($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n        thumbnailFileId\n        thumbnailUrl\n        tripCount\n        version\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query TagsList($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n        thumbnailFileId\n        thumbnailUrl\n        tripCount\n        version\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripKind($id: ID!) {\n    trip(id: $id) {\n      id\n      grouped\n    }\n  }\n"): (typeof documents)["\n  query TripKind($id: ID!) {\n    trip(id: $id) {\n      id\n      grouped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripList($filter: TripFilter, $page: PageInput) {\n    trips(filter: $filter, page: $page) {\n      items {\n        id\n        code\n        name\n        grouped\n        price\n        views\n        bookings\n        state\n        ...TripActions_trip\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query TripList($filter: TripFilter, $page: PageInput) {\n    trips(filter: $filter, page: $page) {\n      items {\n        id\n        code\n        name\n        grouped\n        price\n        views\n        bookings\n        state\n        ...TripActions_trip\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginUser($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      ...Session_session\n    }\n  }\n"): (typeof documents)["\n  mutation LoginUser($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      ...Session_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginUserWithAuthCode($authCode: String!, $userName: String!) {\n    loginWithAuthCode(authCode: $authCode, userName: $userName) {\n      ...Session_session\n    }\n  }\n"): (typeof documents)["\n  mutation LoginUserWithAuthCode($authCode: String!, $userName: String!) {\n    loginWithAuthCode(authCode: $authCode, userName: $userName) {\n      ...Session_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Session_session on Session {\n    token\n    expiresAt\n    user {\n      id\n      username\n      tenantId\n      initialized\n    }\n  }\n"): (typeof documents)["\n  fragment Session_session on Session {\n    token\n    expiresAt\n    user {\n      id\n      username\n      tenantId\n      initialized\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutUser {\n    logout\n  }\n"): (typeof documents)["\n  mutation LogoutUser {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImage($name: String!, $dataBase64: String!) {\n    uploadFile(name: $name, dataBase64: $dataBase64) {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation UploadImage($name: String!, $dataBase64: String!) {\n    uploadFile(name: $name, dataBase64: $dataBase64) {\n      id\n      url\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;