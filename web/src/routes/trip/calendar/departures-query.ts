import { graphql } from "@/gql";

/** The whole view in one request: every departure of the days shown (docs/catalogue-contract.md section 7). */
export const DeparturesQuery = graphql(`
  query Departures($from: String!, $to: String!, $tripIds: [ID!], $tagIds: [ID!]) {
    departures(from: $from, to: $to, tripIds: $tripIds, tagIds: $tagIds) {
      id
      tripId
      tripCode
      tripName
      stopSale
      cancelled
      cancellationJobId
      date
      shiftId
      shiftName
      time
      capacity
      sold
      locked
      checkedIn
    }
  }
`);

export const DepartureFiltersQuery = graphql(`
  query DepartureFilters {
    departureFilters {
      trips {
        id
        code
        name
      }
      tags {
        id
        name
      }
    }
  }
`);

export const DepartureManifestQuery = graphql(`
  query DepartureManifest($tripId: ID!, $date: String!, $shiftId: ID) {
    departureManifest(tripId: $tripId, date: $date, shiftId: $shiftId) {
      truncated
      departure {
        id
        tripId
        tripCode
        tripName
        stopSale
        cancelled
        cancellationJobId
        date
        shiftId
        shiftName
        time
        capacity
        sold
        locked
        checkedIn
      }
      passengers {
        ticketNumber
        orderNumber
        orderId
        passengerName
        passengerType
        option
        buyerName
        status
        held
        checkedIn
        checkedBy
        checkTime
      }
    }
  }
`);
