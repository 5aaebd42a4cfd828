export { FormSection } from "./FormSection";
export { SaveBar } from "./SaveBar";
export { useRevealFirstError } from "./use-reveal-first-error";
export { StoredNumber } from "./StoredNumber";
export { useRecordForm, type RecordForm } from "./use-record-form";
export { PhoneWithCodeInput, type FieldInputProps } from "./PhoneWithCodeInput";
export { RecordFormFrame } from "./RecordFormFrame";
export { RecordScreen } from "./RecordScreen";
