import { MOVE_PRICE_MODES } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const MovePriceModeEnum = codedEnum(
  "MovePriceMode",
  "What a ticket moved to another trip costs (docs/sales-contract.md section 14).",
  MOVE_PRICE_MODES,
  {
    SAME: "The price paid for it stays: the order's total changes by the reschedule fee only",
    CHOSEN:
      "The price of the option chosen on the new trip: the difference is owed by the order, or given back when lower",
  },
);
export const MovePriceMode = MovePriceModeEnum.enum;
export type MovePriceMode = keyof typeof MovePriceMode;
