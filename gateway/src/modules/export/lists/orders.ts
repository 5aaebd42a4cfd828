/** `/exports/orders.csv|.xlsx`: the order list (`orders` with its `OrderFilter`), newest first. */
import { CODE_LABELS } from "#rules";
import type { OrderFilter } from "../../order/order.input";
import { readOrders } from "../../order/order.resolver";
import type { OrderSummary } from "../../order/order.type";
import { dateColumn, moneyColumn, timeColumn } from "../columns";
import { formatPhone, joinValues } from "../formats";
import type { ListExport } from "../list-export";

interface OrdersExportArgs {
  filter: OrderFilter;
}

export const ordersExport: ListExport<OrdersExportArgs, OrderSummary> = {
  name: "orders",
  sheetName: "Orders",
  access: { page: "order_list", cmd: "/order/export" },
  input: { inputType: "OrderFilter" },
  toArgs: (filter) => ({ filter: filter as OrderFilter }),
  readPage: (context, { filter }, page) => readOrders(context, { filter }, page),
  baseName: (_args, today) => `orders-${today}`,
  columns: (timeZone) => [
    { header: "Order number", value: (order) => order.orderNumber },
    { header: "Type", value: (order) => CODE_LABELS["orders.type"][order.type] },
    { header: "Status", value: (order) => CODE_LABELS["sales.orderState"][order.state] },
    { header: "Channel", value: (order) => order.channelName },
    { header: "Created by", value: (order) => order.creator },
    { header: "Customer name", value: ({ contact }) => `${contact.firstName} ${contact.lastName}` },
    { header: "E-mail", value: ({ contact }) => contact.email },
    { header: "Phone", value: ({ contact }) => formatPhone(contact.countryCode, contact.phone) },
    { header: "Trips", value: (order) => joinValues(order.tripNames) },
    dateColumn("Travel date", (order) => order.orderDate),
    timeColumn("Created time", timeZone, (order) => order.createTime),
    timeColumn("Paid time", timeZone, (order) => order.payTime),
    timeColumn("Completed time", timeZone, (order) => order.completeTime),
    {
      header: "Payment method",
      value: (order) => joinValues(order.paymentTypes.map((type) => CODE_LABELS["sales.paymentType"][type])),
    },
    { header: "Card last 4", value: (order) => order.cardLast4 },
    { header: "Transaction ID", value: (order) => order.transactionId },
    moneyColumn("Total", (order) => order.totalAmount),
    moneyColumn("Actually paid", (order) => order.payAmount),
    moneyColumn("Refunded", (order) => order.refundedAmount),
    moneyColumn("Reschedule fee", (order) => order.rescheduleFee),
    moneyColumn("Difference price", (order) => order.differencePrice),
    { header: "Coupon code", value: (order) => order.couponCode },
    { header: "Tickets", value: (order) => joinValues(order.ticketNumbers, " ") },
  ],
};
