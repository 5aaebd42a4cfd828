import type { Translation } from "../define-messages";

/**
 * Unpaid bookings' hold period (docs/sales-contract.md, "Unpaid bookings"): its card on the payment settings screen
 * and the order history's sentence of a release.
 */
export const unpaidHoldEn = {
  "unpaidHold.section": "Unpaid bookings",
  "unpaidHold.sectionHint":
    "A booking not yet paid (an invoice) holds its seats for this many days after it is made. Then its seats go back " +
    "on sale, the order is cancelled and its history says so; the customer is charged nothing.",
  "unpaidHold.days": "Hold period (days)",
  "unpaidHold.daysHint": "Whole days, {min} to {max}",
  "unpaidHold.save": "Save hold period",
  "unpaidHold.saved": "Hold period saved",
  "orders.history.RELEASE": "Seats released",
  "orders.historyLine.RELEASE": "Not paid within the hold period of {holdDays} days: seats released, order cancelled",
};

export const unpaidHoldZh: Translation<typeof unpaidHoldEn> = {
  "unpaidHold.section": "未付款订单",
  "unpaidHold.sectionHint":
    "尚未付款的订单（如发票付款）在下单后保留座位的天数。期满后座位重新开放销售，订单取消，并记入订单历史；不向客户收取任何费用。",
  "unpaidHold.days": "保留期（天）",
  "unpaidHold.daysHint": "整数天，{min} 至 {max}",
  "unpaidHold.save": "保存保留期",
  "unpaidHold.saved": "保留期已保存",
  "orders.history.RELEASE": "座位已释放",
  "orders.historyLine.RELEASE": "未在 {holdDays} 天保留期内付款：座位已释放，订单已取消",
};
