import { defineMessages } from "../define-messages";

export const groupedTripMessages = defineMessages({}, {});
