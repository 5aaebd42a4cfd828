export { FormSection } from "./FormSection";
export { SaveBar } from "./SaveBar";
export { useRevealFirstError } from "./use-reveal-first-error";
