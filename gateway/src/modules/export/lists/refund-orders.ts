/** `/exports/refund-orders.csv|.xlsx`: the refund order list (`refundOrders` with its `RefundFilter`), newest first. */
import { CODE_LABELS } from "#rules";
import type { RefundFilter } from "../../refund/refund.input";
import { readRefundOrders } from "../../refund/refund.resolver";
import type { RefundOrderSummary } from "../../refund/refund.type";
import { moneyColumn, timeColumn } from "../columns";
import { joinValues } from "../formats";
import type { ListExport } from "../list-export";

interface RefundOrdersExportArgs {
  filter: RefundFilter;
}

export const refundOrdersExport: ListExport<RefundOrdersExportArgs, RefundOrderSummary> = {
  name: "refund-orders",
  sheetName: "Refund orders",
  access: { page: "refund_order_list", cmd: "/refund/export" },
  input: { inputType: "RefundFilter" },
  toArgs: (filter) => ({ filter: filter as RefundFilter }),
  readPage: readRefundOrders,
  baseName: (_args, today) => `refund-orders-${today}`,
  columns: (timeZone) => [
    { header: "Refund order", value: (refund) => refund.refundNumber },
    { header: "Order number", value: (refund) => refund.orderNumber },
    timeColumn("Created time", timeZone, (refund) => refund.createTime),
    { header: "Created by", value: (refund) => refund.applyPersonName },
    { header: "Status", value: (refund) => CODE_LABELS["sales.refundState"][refund.state] },
    { header: "Refund to", value: (refund) => CODE_LABELS["sales.refundPayType"][refund.payType] },
    moneyColumn("Refund amount", (refund) => refund.amount),
    moneyColumn("Cancellation fee", (refund) => refund.fee),
    { header: "Tickets", value: (refund) => joinValues(refund.ticketCodes, " ") },
    { header: "Reviewed by", value: (refund) => refund.checkBy },
    timeColumn("Review time", timeZone, (refund) => refund.checkTime),
  ],
};
