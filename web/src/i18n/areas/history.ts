import type { Translation } from "../define-messages";

/** The History panel (web/src/shared/history): the audit trail of a settings screen (docs/system-contract.md section 8). */
export const historyEn = {
  "history.title": "Change history",
  "history.empty": "No changes recorded yet.",
  "history.by": "by {actor} · {time}",
};

export const historyZh: Translation<typeof historyEn> = {
  "history.title": "变更历史",
  "history.empty": "尚无变更记录。",
  "history.by": "{actor} · {time}",
};
