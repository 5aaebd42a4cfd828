import { defineMessages } from "../define-messages";

/** Refund orders: list, detail and their actions (seed sections 2, 3, 4, 5). */
export const refundsMessages = defineMessages({}, {});
