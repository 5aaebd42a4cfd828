/** Tag rules (docs/catalogue-contract.md section 4): the form's instant feedback, the vendor API checks them again. */
import { fail, TAG_NAME_MAX } from "#rules";
import { ruleText } from "@/i18n/rule-text";
import { maxLength, required, rules, type Rule } from "@/shared/validation";
import type { UploadedImage } from "@/shared/upload";

export { TAGS_MAX as MAX_TAGS } from "#rules";

/** Every tag in one request: the vendor API allows 20, the page reaches 100 for one that keeps more. */
export const ALL_TAGS_PAGE = { number: 1, size: 100 } as const;

export interface TagValues {
  name: string;
  thumbnail: UploadedImage | null;
}

/** Names compare as the vendor API stores them: trimmed. */
const uniqueAmong =
  (takenNames: readonly string[]): Rule =>
  (value) =>
    typeof value === "string" && takenNames.includes(value.trim()) ? ruleText(fail("tag.nameExists")) : null;

/** `takenNames`: the other tags' names (the edited tag may keep its own). */
export function tagRules(takenNames: readonly string[]) {
  return {
    name: rules(required(), maxLength(TAG_NAME_MAX), uniqueAmong(takenNames)),
    thumbnail: required(),
  };
}
