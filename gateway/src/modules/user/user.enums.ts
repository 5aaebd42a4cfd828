import { codedEnum } from "../shared/coded-enum";

export const UserStatusEnum = codedEnum("UserStatus", "Whether an operator account may log in.", {
  ACTIVE: { code: "active", description: "May log in" },
  FORBIDDEN: { code: "forbidden", description: "Disabled: login answers 21199 and its sessions are ended" },
});
export const UserStatus = UserStatusEnum.enum;
export type UserStatus = keyof typeof UserStatus;
