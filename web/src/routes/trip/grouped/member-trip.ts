import { graphql } from "@/gql";

/** A chosen member trip: its label for the select and the settings the pair must share (one request, shared). */
export const GroupedTripMemberQuery = graphql(`
  query GroupedTripMember($id: ID!) {
    trip(id: $id) {
      id
      code
      name
      pricingType
      inventoryType
      rescheduleFeeType
      rescheduleFee
      cancellationType
      cancellationAmount
      cancellationPercentage
      specialRequest
      ageLimit
      customPrices {
        name
      }
    }
  }
`);
