import { defineMessages } from "../define-messages";

/** Orders: list, detail and starting a refund (seed sections 2, 3, 4). */
export const ordersMessages = defineMessages({}, {});
