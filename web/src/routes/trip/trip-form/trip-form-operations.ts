import { graphql } from "@/gql";

/** Every setting the form edits, as `toFormValues` reads it. */
export const TripForm_trip = graphql(`
  fragment TripForm_trip on Trip {
    id
    code
    name
    template
    tripType
    version
    tagIds
    imageFileId
    imageUrl
    pricingType
    price
    passengerPrices {
      adult
      child
      infant
      elder
    }
    customPrices {
      name
      price
    }
    inventoryType
    totalQuantity
    shifts {
      name
      selected
    }
    inventories {
      date
      shift
      quantity
    }
    ageLimit
    specialRequest
    rescheduleFeeType
    rescheduleFee
    cancellationType
    cancellationAmount
    cancellationPercentage
    saleStart
    saleEnd
    notForIndividualSale
    includes
    overview
    destination
    freeServices
    route {
      name
      address
      latitude
      longitude
    }
    duration {
      value
      unit
    }
    pickUp {
      address
      position
      description
      city
      cityId
    }
    dropOff {
      address
      position
      description
      city
      cityId
    }
    itinerary {
      day
      title
      description
    }
    terms
  }
`);

export const TripFormQuery = graphql(`
  query TripForm($id: ID!) {
    trip(id: $id) {
      ...TripForm_trip
    }
  }
`);

/** The company's time zone: sale start and end are entered in it. */
export const TripFormTimeZoneQuery = graphql(`
  query TripFormTimeZone {
    me {
      tenant {
        tid
        timeZone
      }
    }
  }
`);

/** Seats already sold or locked, the floor of every quantity (docs/catalogue-contract.md section 4). */
export const TripFormSeatsQuery = graphql(`
  query TripFormSeats($tripId: ID!) {
    reservationStatistics(tripId: $tripId) {
      tripId
      total {
        sold
        locked
      }
      rows {
        date
        shift
        sold
        locked
      }
    }
  }
`);

export const CreateTripMutation = graphql(`
  mutation CreateTrip($input: TripInput!) {
    createTrip(input: $input) {
      id
      code
    }
  }
`);

export const UpdateTripMutation = graphql(`
  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripInput!) {
    updateTrip(id: $id, version: $version, input: $input) {
      ...TripForm_trip
    }
  }
`);
