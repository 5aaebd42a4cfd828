import type { Translation } from "../define-messages";

/** The trip picker of the reservation, statistics, order and grouped trip screens. */
export const tripSelectEn = {
  "tripSelect.label": "Trip",
  "tripSelect.placeholder": "Search by name or Trip ID",
  "tripSelect.noTrip": "No trip matches",
  "tripSelect.noSingleTrip": "No single trip matches",
};

export const tripSelectZh: Translation<typeof tripSelectEn> = {
  "tripSelect.label": "行程",
  "tripSelect.placeholder": "按名称或行程 ID 搜索",
  "tripSelect.noTrip": "没有匹配的行程",
  "tripSelect.noSingleTrip": "没有匹配的单个行程",
};
