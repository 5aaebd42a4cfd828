import type { Translation } from "../define-messages";

/** Recording a payment on an unpaid order (Order Detail, docs/sales-contract.md section 11). */
export const orderPaymentEn = {
  "orders.balance": "Balance due",
  "orders.payment.open": "Record payment",
  "orders.payment.title": "Record a payment for {number}",
  "orders.payment.owed": "Still owed: {balance} of {total}",
  "orders.payment.method": "Paid by",
  "orders.payment.method.CASH": "Cash",
  "orders.payment.method.CARD_TERMINAL": "Card terminal",
  "orders.payment.method.BANK_TRANSFER": "Bank transfer",
  "orders.payment.amount": "Amount",
  "orders.payment.amountHint": "The whole balance completes the order; less leaves it partly paid",
  "orders.payment.reference": "Reference",
  "orders.payment.referenceHint": "Receipt, terminal slip or transfer reference (optional)",
  "orders.payment.paidAt": "Payment date",
  "orders.payment.submit": "Record payment",
  "orders.payment.recorded": "Payment of {amount} recorded; the order is paid",
  "orders.payment.recordedPart": "Payment of {amount} recorded; {balance} still owed",
} as const;

export const orderPaymentZh: Translation<typeof orderPaymentEn> = {
  "orders.balance": "待付余额",
  "orders.payment.open": "登记付款",
  "orders.payment.title": "为订单 {number} 登记付款",
  "orders.payment.owed": "尚欠：{balance}（总额 {total}）",
  "orders.payment.method": "付款方式",
  "orders.payment.method.CASH": "现金",
  "orders.payment.method.CARD_TERMINAL": "刷卡终端",
  "orders.payment.method.BANK_TRANSFER": "银行转账",
  "orders.payment.amount": "金额",
  "orders.payment.amountHint": "付清余额即完成订单；少于余额则为部分付款",
  "orders.payment.reference": "参考号",
  "orders.payment.referenceHint": "收据、刷卡小票或转账参考号（选填）",
  "orders.payment.paidAt": "付款日期",
  "orders.payment.submit": "登记付款",
  "orders.payment.recorded": "已登记 {amount} 的付款，订单已付清",
  "orders.payment.recordedPart": "已登记 {amount} 的付款，尚欠 {balance}",
};
