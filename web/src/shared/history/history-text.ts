import { isMessageKey, type MessageKey, type Translate } from "@/i18n/i18n";

const ACTIONS: Record<string, MessageKey> = {
  add: "history.action.add",
  edit: "history.action.edit",
  delete: "history.action.delete",
};

/** An audit action in words; one the console does not know stays as the server names it. */
export const actionLabel = (action: string, t: Translate): string => {
  const key = ACTIONS[action];
  return key ? t(key) : action;
};

export interface AuditChangeText {
  field: string;
  from?: string | null;
  to?: string | null;
  secret: boolean;
}

/** One change as a sentence: a secret (or password) only "changed", never a value; an empty side says so. */
export function changeText(change: AuditChangeText, label: string, t: Translate): string {
  if (change.secret) return t("history.secretChanged", { field: label });
  const blank = t("history.blank");
  return t("history.changed", { field: label, from: change.from || blank, to: change.to || blank });
}

/**
 * A `fieldLabel` for the History panel from a screen's own texts: `field` is labelled by `<prefix>.<field>` where the
 * dictionary has that key (e.g. `payment.apiLoginId`), else left as the server names it.
 */
export const fieldLabelsUnder =
  (prefix: string, t: Translate) =>
  (field: string): string | undefined => {
    const key = `${prefix}.${field}`;
    return isMessageKey(key) ? t(key) : undefined;
  };
