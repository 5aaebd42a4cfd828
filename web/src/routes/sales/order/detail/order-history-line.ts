/**
 * An order history entry in words (docs/sales-contract.md section 4): one sentence per action in the console's
 * language, built from the entry's parameters — code values by their names, money as the rest of the order shows it.
 * An entry written before the parameters existed has only its English `detail`, shown as it is.
 */
import { ORDER_HISTORY_PARAMS, orderHistoryParamsOf, type OrderHistoryParam } from "#rules";
import type { ChargebackStatus, OrderHistoryAction, PaymentType } from "@/gql/graphql";
import type { MessageParams, Translate } from "@/i18n/i18n";
import { chargebackLabel, paymentTypeLabel, shownName } from "../../shared/sales-states";

export interface OrderHistoryLineEntry {
  action: OrderHistoryAction;
  detail?: string | null;
  amount?: string | null;
  ticketNumbers?: readonly string[] | null;
  ticketCount?: number | null;
  channelName?: string | null;
  paymentType?: PaymentType | null;
  errorCode?: string | null;
  chargebackStatus?: ChargebackStatus | null;
  refundNumber?: string | null;
  note?: string | null;
  email?: string | null;
  subject?: string | null;
  holdDays?: number | null;
}

/** Each parameter in words, under the name the sentences' placeholders give it (the parameter's own). */
function paramText(param: OrderHistoryParam, entry: OrderHistoryLineEntry, t: Translate): string | undefined {
  switch (param) {
    case "amount":
      return entry.amount ?? undefined;
    case "ticketNumbers":
      return entry.ticketNumbers?.join(t("audit.listSeparator"));
    case "ticketCount":
      return entry.ticketCount?.toString();
    case "channel":
      return entry.channelName ? shownName(entry.channelName, t) : undefined;
    case "paymentType":
      return entry.paymentType ? t(paymentTypeLabel(entry.paymentType)) : undefined;
    case "errorCode":
      return entry.errorCode ?? undefined;
    case "chargebackStatus":
      return entry.chargebackStatus ? t(chargebackLabel(entry.chargebackStatus)) : undefined;
    case "refundNumber":
      return entry.refundNumber ?? undefined;
    case "note":
      return entry.note ?? undefined;
    case "email":
      return entry.email ?? undefined;
    case "subject":
      return entry.subject ?? undefined;
    case "holdDays":
      return entry.holdDays?.toString();
  }
}

/** The sentence of an entry; its `detail` when it has one (an entry from before the parameters). */
export function orderHistoryLine(entry: OrderHistoryLineEntry, t: Translate): string {
  if (entry.detail) return entry.detail;
  const params: MessageParams = {};
  for (const param of orderHistoryParamsOf(entry.action)) {
    const text = paramText(param, entry, t);
    if (text !== undefined) params[param] = text;
  }
  // CONTACT_EDIT and CANCEL name their tickets when they touched some (a cancellation since tickets could be
  // cancelled one by one); older entries of the same action have none.
  const line =
    entry.action === "CONTACT_EDIT" && entry.ticketNumbers?.length
      ? t("orders.historyLine.CONTACT_EDIT_RENAMED", params)
      : entry.action === "CANCEL" && entry.ticketNumbers?.length
        ? t("orders.historyLine.CANCEL_TICKETS", params)
        : t(`orders.historyLine.${entry.action}`, params);
  // A note that is the entry itself (NOTE) is in its sentence already.
  const noteInLine = (ORDER_HISTORY_PARAMS[entry.action].required as readonly OrderHistoryParam[]).includes("note");
  return entry.note && !noteInLine ? t("orders.historyLine.withNote", { line, note: entry.note }) : line;
}
