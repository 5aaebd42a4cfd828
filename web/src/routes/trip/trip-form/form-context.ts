import { createFormContext } from "@mantine/form";
import type { TripFormValues } from "./form-values";

/** Sections read and change the one trip form through this context instead of a prop chain. */
export const [TripFormProvider, useTripFormContext, useTripForm] = createFormContext<TripFormValues>();
