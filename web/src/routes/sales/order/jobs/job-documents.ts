/** The GraphQL of jobs over many orders and of cancelling a departure (docs/sales-contract.md, jobs). */
import { graphql } from "@/gql";

export const OrderJobPreviewQuery = graphql(`
  query OrderJobPreview($kind: OrderJobKind!, $selection: OrderSelectionInput!) {
    orderJobPreview(kind: $kind, selection: $selection) {
      total
      eligible
      refund
    }
  }
`);

export const DepartureCancelPreviewQuery = graphql(`
  query DepartureCancelPreview($departure: DepartureInput!) {
    departureCancelPreview(departure: $departure) {
      total
      eligible
      refund
    }
  }
`);

export const OrderJobSummary_job = graphql(`
  fragment OrderJobSummary_job on OrderJob {
    id
    kind
    state
    total
    succeeded
    failed
    skipped
    pending
    subject
    departure {
      tripId
      tripName
      date
      shift
    }
    creator
    createdAt
    finishedAt
  }
`);

export const StartOrderJobMutation = graphql(`
  mutation StartOrderJob($input: StartOrderJobInput!) {
    startOrderJob(input: $input) {
      id
      ...OrderJobSummary_job
    }
  }
`);

export const CancelDepartureMutation = graphql(`
  mutation CancelDeparture($input: CancelDepartureInput!) {
    cancelDeparture(input: $input) {
      id
      ...OrderJobSummary_job
    }
  }
`);

/** A job's counts while it runs; once DONE (`withItems`), the orders that failed or were skipped and why. */
export const OrderJobQuery = graphql(`
  query OrderJob($id: ID!, $withItems: Boolean!, $itemsPage: PageInput) {
    orderJob(id: $id) {
      ...OrderJobSummary_job
      failedItems: items(state: FAILED, page: $itemsPage) @include(if: $withItems) {
        items {
          ...OrderJobItem_item
        }
        total
      }
      skippedItems: items(state: SKIPPED, page: $itemsPage) @include(if: $withItems) {
        items {
          ...OrderJobItem_item
        }
        total
      }
    }
  }
`);

export const OrderJobItem_item = graphql(`
  fragment OrderJobItem_item on OrderJobItem {
    orderId
    orderNumber
    state
    reason
    reasonKey
  }
`);

export const OrderJobsQuery = graphql(`
  query OrderJobs($page: PageInput) {
    orderJobs(page: $page) {
      items {
        ...OrderJobSummary_job
      }
      total
    }
  }
`);
