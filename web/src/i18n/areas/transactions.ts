import { defineMessages } from "../define-messages";

/** Transactions: list and detail (seed sections 2, 3, 4, 5). */
export const transactionsMessages = defineMessages({}, {});
