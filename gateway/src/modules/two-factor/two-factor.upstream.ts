import { upstream } from "../../rest/upstream-call";
import type { RecordId } from "../shared/record-keys";
import {
  enrolmentSchema,
  recoveryCodesSchema,
  twoFactorPolicySchema,
  twoFactorStatusSchema,
} from "./two-factor.mapper";

type Code = { code: string };

export const findTwoFactorStatus = upstream().get("/vendor/account/two-factor", twoFactorStatusSchema);
export const enrolTwoFactor = upstream().post("/vendor/account/two-factor/enrol", enrolmentSchema);
export const confirmTwoFactor = upstream<Code>().post("/vendor/account/two-factor/confirm", recoveryCodesSchema);
export const disableTwoFactor = upstream<Code>().post("/vendor/account/two-factor/disable");
export const resetUserTwoFactor = upstream<RecordId>().post("/user/two-factor/reset");
export const findTwoFactorPolicy = upstream().get("/tenant/two-factor/policy", twoFactorPolicySchema);
export const saveTwoFactorPolicy = upstream<{ requireForManagers: boolean }>().post(
  "/tenant/two-factor/policy/save",
  twoFactorPolicySchema,
);
