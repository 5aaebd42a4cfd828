import { z } from "zod";
import type { InitState } from "./init-state.type";

const flag = z.boolean().nullish().transform(Boolean);

/** `GET /configuration/init/tenant/state`. */
export const initTenantStateSchema = z
  .object({
    companyInfoState: flag,
    taxInfoState: flag,
    bankInfoState: flag,
    vendorPageState: flag,
    paymentState: flag,
    activityState: flag,
    initialized: z.boolean().nullish(),
  })
  .transform((state) => ({
    ...state,
    // The protocol names the step flags; an answer without the init flag itself gets it by the contract's rule
    // (docs/foundation-contract.md section 1), or a finished tenant would be sent to the setup guide for ever.
    initialized: state.initialized ?? (state.companyInfoState && state.vendorPageState && state.activityState),
  }));
export type InitTenantState = z.infer<typeof initTenantStateSchema>;

/** The guide's steps in the contract's order. */
export const GUIDE_STEPS = ["companyInfo", "taxInfo", "bankInfo", "vendorPage", "payment", "activity"] as const;

export function toInitState(state: InitTenantState): InitState {
  const done: Record<(typeof GUIDE_STEPS)[number], boolean> = {
    companyInfo: state.companyInfoState,
    taxInfo: state.taxInfoState,
    bankInfo: state.bankInfoState,
    vendorPage: state.vendorPageState,
    payment: state.paymentState,
    activity: state.activityState,
  };
  const steps = GUIDE_STEPS.map((key) => ({ key, done: done[key] }));
  return {
    ...done,
    initialized: state.initialized,
    completedSteps: steps.filter((step) => step.done).length,
    totalSteps: steps.length,
    steps,
  };
}
