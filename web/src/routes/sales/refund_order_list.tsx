// Filled by a later issue; until then the shared placeholder shows the title and an empty state.
export { ComingSoonScreen as default } from "@/shared/ComingSoonScreen";
