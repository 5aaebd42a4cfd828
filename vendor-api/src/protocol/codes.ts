/** The business codes of the vendor REST protocol (docs/foundation-contract.md, section 1) with their messages. */
export const Codes = {
  success: { code: 0, msg: "success" },
  systemError: { code: 10000, msg: "System error" },
  badRequest: { code: 10001, msg: "Malformed request" },
  staleVersion: { code: 10008, msg: "Data is out of date, please refresh and repeat." },
  validation: { code: 20001, msg: "Validation failed" },
  notFound: { code: 20404, msg: "Not found" },
  illegalTransition: { code: 20409, msg: "The trip's state does not allow this action" },
  wrongCredentials: { code: 21001, msg: "Incorrect user name or password" },
  invalidAuthCode: { code: 21002, msg: "Invalid or expired auth code" },
  wrongOldPassword: { code: 21003, msg: "Old password is incorrect" },
  accountDisabled: { code: 21199, msg: "The account has been disabled, please contact the administrator" },
  unauthorized: { code: 21430, msg: "Authorization failure, please login again." },
  tenantMismatch: { code: 21434, msg: "Tenant does not match the session, please login again" },
  channelNotFound: { code: 30046, msg: "Channel not found" },
} as const;

export type CodeEntry = (typeof Codes)[keyof typeof Codes];
