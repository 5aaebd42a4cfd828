/** Tag rules (seed section 5, Tags; section 9): the form's instant feedback, the vendor API checks them again. */
import { translate } from "@/i18n/i18n";
import { maxLength, required, rules, type Rule } from "@/shared/validation";
import type { UploadedImage } from "@/shared/upload";

export const MAX_TAGS = 20;
export const TAG_NAME_MAX = 50;

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
    typeof value === "string" && takenNames.includes(value.trim()) ? translate("tags.nameExists") : null;

/** `takenNames`: the other tags' names (the edited tag may keep its own). */
export function tagRules(takenNames: readonly string[]) {
  return {
    name: rules(required(), maxLength(TAG_NAME_MAX), uniqueAmong(takenNames)),
    thumbnail: required(),
  };
}
