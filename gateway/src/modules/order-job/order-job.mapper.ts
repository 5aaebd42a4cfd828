import type { z } from "zod";
import { OrderJobItemStateEnum, OrderJobKindEnum, OrderJobStateEnum } from "./order-job.enums";
import type { OrderJob, OrderJobItem } from "./order-job.type";
import type { upstreamJobItemSchema, upstreamJobSchema } from "./order-job.upstream";

export function toOrderJob(job: z.infer<typeof upstreamJobSchema>): OrderJob {
  return {
    id: String(job.id),
    kind: OrderJobKindEnum.fromCode(job.kind),
    state: OrderJobStateEnum.fromCode(job.state),
    total: job.total,
    succeeded: job.succeeded,
    failed: job.failed,
    skipped: job.skipped,
    pending: job.pending,
    subject: job.subject,
    departure: job.departure && { ...job.departure, tripId: String(job.departure.tripId) },
    creator: job.creator,
    createdAt: job.createTime,
    finishedAt: job.finishTime,
  };
}

export function toOrderJobItem(item: z.infer<typeof upstreamJobItemSchema>): OrderJobItem {
  return {
    orderId: String(item.orderId),
    orderNumber: item.orderNumber,
    state: OrderJobItemStateEnum.fromCode(item.state),
    reason: item.reason,
    reasonKey: item.reasonKey,
  };
}
