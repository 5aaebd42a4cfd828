import { graphql } from "@/gql";

export const CheckInTicketMutation = graphql(`
  mutation CheckInTicket($ticketNumber: String!, $departure: DepartureInput, $date: String, $anyDeparture: Boolean) {
    checkInTicket(ticketNumber: $ticketNumber, departure: $departure, date: $date, anyDeparture: $anyDeparture) {
      id
      ticketNumber
      passengerName
      passengerType
      tripName
      date
      shift
      checkedBy
      checkTime
    }
  }
`);

export const UndoCheckInMutation = graphql(`
  mutation UndoCheckIn($ticketNumber: String!) {
    undoCheckIn(ticketNumber: $ticketNumber) {
      id
      ticketNumber
      status
    }
  }
`);

export const CheckInCountsQuery = graphql(`
  query CheckInCounts($departure: DepartureInput!) {
    checkInCounts(departure: $departure) {
      checkedIn
      expected
    }
  }
`);

export const CheckInTripShiftsQuery = graphql(`
  query CheckInTripShifts($id: ID!) {
    trip(id: $id) {
      id
      code
      shifts {
        name
        selected
      }
    }
  }
`);
