import type { Translation } from "../define-messages";

/** The History panel (web/src/shared/history): the audit trail of a settings screen (docs/system-contract.md section 8). */
export const historyEn = {
  "history.title": "Change history",
  "history.empty": "No changes recorded yet.",
  "history.by": "by {actor} · {time}",
  "history.changed": "{field}: {from} → {to}",
  "history.secretChanged": "{field}: changed (value hidden)",
  "history.blank": "(empty)",
  "history.action.add": "Created",
  "history.action.edit": "Changed",
  "history.action.delete": "Deleted",
};

export const historyZh: Translation<typeof historyEn> = {
  "history.title": "变更历史",
  "history.empty": "尚无变更记录。",
  "history.by": "{actor} · {time}",
  "history.changed": "{field}：{from} → {to}",
  "history.secretChanged": "{field}：已更改（值已隐藏）",
  "history.blank": "（空）",
  "history.action.add": "创建",
  "history.action.edit": "修改",
  "history.action.delete": "删除",
};
