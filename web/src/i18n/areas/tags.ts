import { defineMessages } from "../define-messages";

export const tagsMessages = defineMessages({}, {});
