/**
 * The order history's vocabulary (docs/sales-contract.md section 4, `OrderDetail`): each action and the typed parameters its entry
 * carries. The vendor API refuses an entry this table does not describe, and the console has a sentence per action
 * in each of its languages built from exactly these parameters, so nothing recorded lacks words.
 */
import { codesOf, namesOf, type CodeName } from "./codes";
import { CHARGEBACK_STATUSES, ORDER_HISTORY_ACTIONS, PAYMENT_TYPES } from "./sales";

export type OrderHistoryActionCode = (typeof ORDER_HISTORY_ACTIONS)[keyof typeof ORDER_HISTORY_ACTIONS];
export type OrderHistoryActionName = CodeName<typeof ORDER_HISTORY_ACTIONS>;

/** The parameters an entry can carry; an action names the ones it uses. */
export interface OrderHistoryParams {
  /** The money the action moved: paid, a reschedule fee, a change's difference, a chargeback, a refund. */
  amount?: string;
  /** The tickets the action touched. */
  ticketNumbers?: string[];
  /** How many tickets, where the action counts them. */
  ticketCount?: number;
  /** The key of the channel the order came through (`web`, `app`, or a channel's own name). */
  channel?: string;
  /** A code of PAYMENT_TYPES. */
  paymentType?: number;
  /** The card gateway's code for a payment it did not take. */
  errorCode?: string;
  /** A code of CHARGEBACK_STATUSES. */
  chargebackStatus?: number;
  /** The refund order's number. */
  refundNumber?: string;
  /** The note the person gave (a refund's reason, an approval or rejection note). */
  note?: string;
  /** The address a mail went to (a resent confirmation, an operator's message). */
  email?: string;
  /** An operator's message's subject (a job writing to the customers of many orders). */
  subject?: string;
  /** The tenant's unpaid hold period in days when an unpaid order's seats were released. */
  holdDays?: number;
}
export type OrderHistoryParam = keyof OrderHistoryParams;

interface ParamsOfAction {
  readonly required: readonly OrderHistoryParam[];
  readonly optional?: readonly OrderHistoryParam[];
}

const REFUND: ParamsOfAction = { required: ["refundNumber", "amount"], optional: ["note"] };

/** Per action, the parameters its entry must carry and those it may. */
export const ORDER_HISTORY_PARAMS = {
  CREATE: { required: ["channel", "ticketCount"] },
  PAY: { required: ["amount", "paymentType"] },
  PAYMENT_FAILED: { required: ["paymentType", "errorCode"] },
  COMPLETE: { required: [] },
  // An order's tickets cancelled (docs/sales-contract.md section 13): which ones and the charge kept; entries written
  // before cancelling existed carry none.
  CANCEL: { required: [], optional: ["ticketNumbers", "amount"] },
  CHECK_IN: { required: ["ticketCount"], optional: ["ticketNumbers"] },
  UNDO_CHECK_IN: { required: ["ticketNumbers"] },
  RESEND: { required: ["email", "ticketCount"] },
  RESCHEDULE: { required: ["ticketNumbers", "amount"] },
  CHANGE: { required: ["ticketNumbers", "amount"] },
  VOID: { required: ["ticketNumbers"] },
  CHARGEBACK: { required: ["amount", "chargebackStatus"] },
  REFUND_REQUEST: { required: ["refundNumber", "amount", "ticketNumbers"], optional: ["note"] },
  REFUND_APPROVE: REFUND,
  REFUND_REJECT: REFUND,
  REFUND_COMPLETE: REFUND,
  // The passengers renamed, if any; the values changed are in the audit trail (area order).
  CONTACT_EDIT: { required: [], optional: ["ticketNumbers"] },
  // An internal note's text: the order's notes are these entries.
  NOTE: { required: ["note"] },
  // An unpaid order cancelled by the vendor API when its tenant's hold period ended (docs/sales-contract.md, "Unpaid
  // bookings"): the period it waited, in days.
  RELEASE: { required: ["holdDays"] },
  // The operator's message to the customers of many orders (docs/sales-contract.md, "Jobs over many orders"): where it
  // went and its subject.
  MESSAGE: { required: ["email", "subject"] },
} as const satisfies Record<OrderHistoryActionName, ParamsOfAction>;

const MONEY = /^-?\d+\.\d{2}$/;
const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";

const VALID: Record<OrderHistoryParam, (value: unknown) => boolean> = {
  amount: (value) => typeof value === "string" && MONEY.test(value),
  ticketNumbers: (value) => Array.isArray(value) && value.length > 0 && value.every(isText),
  ticketCount: (value) => Number.isInteger(value) && (value as number) > 0,
  channel: isText,
  paymentType: (value) => (codesOf(PAYMENT_TYPES) as unknown[]).includes(value),
  errorCode: isText,
  chargebackStatus: (value) => (codesOf(CHARGEBACK_STATUSES) as unknown[]).includes(value),
  refundNumber: isText,
  note: isText,
  email: isText,
  subject: isText,
  holdDays: (value) => Number.isInteger(value) && (value as number) > 0,
};

/** The action's name in ORDER_HISTORY_ACTIONS for its code, or undefined for an action the history does not know. */
export const orderHistoryActionName = (code: string): OrderHistoryActionName | undefined =>
  namesOf(ORDER_HISTORY_ACTIONS).find((name) => ORDER_HISTORY_ACTIONS[name] === code);

/** The parameters an action's entry may carry, required ones first. */
export function orderHistoryParamsOf(name: OrderHistoryActionName): OrderHistoryParam[] {
  const params: ParamsOfAction = ORDER_HISTORY_PARAMS[name];
  return [...params.required, ...(params.optional ?? [])];
}

/**
 * Why an entry cannot be recorded — an unknown action, a parameter the action does not carry, a missing or
 * malformed one — or undefined when it can. A reason is a programming error, said in English.
 */
export function orderHistoryEntryFault(action: string, params: OrderHistoryParams): string | undefined {
  const name = orderHistoryActionName(action);
  if (!name) return `order history action ${action} is not in rules/sales.ts`;
  const { required } = ORDER_HISTORY_PARAMS[name];
  const allowed = orderHistoryParamsOf(name);
  for (const [param, value] of Object.entries(params) as Array<[OrderHistoryParam, unknown]>) {
    if (value === undefined) continue;
    if (!allowed.includes(param)) return `order history action ${action} carries no ${param}`;
    if (!VALID[param](value)) return `order history ${action}: ${param} ${JSON.stringify(value)} is not valid`;
  }
  const missing = required.find((param) => params[param] === undefined);
  return missing ? `order history action ${action} needs ${missing}` : undefined;
}
