import { USER_STATUSES } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const UserStatusEnum = codedEnum("UserStatus", "Whether an operator account may log in.", USER_STATUSES, {
  ACTIVE: "May log in",
  FORBIDDEN: "Disabled: login answers 21199 and its sessions are ended",
});
export const UserStatus = UserStatusEnum.enum;
export type UserStatus = keyof typeof UserStatus;
