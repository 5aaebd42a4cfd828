import { defineMessages } from "../define-messages";

/** Texts the sales screens share: payment types, states, money and export labels. */
export const salesMessages = defineMessages({}, {});
