import { defineMessages } from "../define-messages";

export const reservationMessages = defineMessages({}, {});
