import { defineMessages } from "../define-messages";

export const tripFormMessages = defineMessages({}, {});
