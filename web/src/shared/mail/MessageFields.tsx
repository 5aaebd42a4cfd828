import { Textarea, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { CONTENT_MAX, SUBJECT_MAX } from "#rules";
import { useI18n } from "@/i18n/i18n";
import { maxLength, required, rules } from "@/shared/validation";

/**
 * The rules of a message the operator writes to customers (a departure's passengers, the orders of a job), the same
 * limits the gateway and the vendor API check (rules/limits.ts).
 */
export const messageSubjectRule = rules(required(), maxLength(SUBJECT_MAX));
export const messageTextRule = rules(required(), maxLength(CONTENT_MAX));

interface MessageFieldsProps {
  /** The fields' `getInputProps` of @mantine/form. */
  subject: GetInputPropsReturnType;
  text: GetInputPropsReturnType;
  /** Under the subject, e.g. that a text message carries only the content. */
  subjectHint?: string;
}

/** A message's subject and text, the text counting its characters against the limit. */
export function MessageFields({ subject, text, subjectHint }: MessageFieldsProps) {
  const { t } = useI18n();
  return (
    <>
      <TextInput label={t("reservation.subject")} description={subjectHint} withAsterisk data-autofocus {...subject} />
      <Textarea
        label={t("reservation.content")}
        description={t("reservation.contentCount", { count: String(text.value ?? "").length, max: CONTENT_MAX })}
        withAsterisk
        autosize
        minRows={5}
        maxRows={12}
        {...text}
      />
    </>
  );
}
