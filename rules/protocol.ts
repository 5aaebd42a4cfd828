/**
 * The business codes of the vendor REST protocol (docs/foundation-contract.md, section 1), once for the three parts:
 * the vendor API answers them, the gateway maps them to `extensions.code`, the console reads `upstreamCode`. Each
 * carries the message key its refusals name by default (docs/rules.md) and that key's English text, the `status.msg`
 * the vendor API sends and the message the gateway falls back to when a vendor API sends none.
 */
import { RULE_MESSAGES, type RuleKey } from "./messages";

const entry = <K extends RuleKey>(code: number, key: K) => ({ code, key, msg: RULE_MESSAGES[key] }) as const;

export const PROTOCOL_CODES = {
  success: { code: 0, key: null, msg: "success" },
  systemError: entry(10000, "systemError"),
  databaseUnavailable: entry(10503, "databaseUnavailable"),
  badRequest: entry(10001, "badRequest"),
  staleVersion: entry(10008, "staleVersion"),
  validation: entry(20001, "validation"),
  notFound: entry(20404, "notFound"),
  illegalTransition: entry(20409, "trip.illegalTransition"),
  developmentMailOff: entry(20410, "mail.developmentOnly"),
  testMailTooSoon: entry(20429, "receiver.testMailTooSoon"),
  wrongCredentials: entry(21001, "account.wrongCredentials"),
  invalidAuthCode: entry(21002, "account.invalidAuthCode"),
  wrongOldPassword: entry(21003, "account.wrongOldPassword"),
  wrongTwoFactorCode: entry(21004, "twoFactor.wrongCode"),
  loginChallengeExpired: entry(21005, "twoFactor.challengeExpired"),
  twoFactorLocked: entry(21006, "twoFactor.tooManyAttempts"),
  accountDisabled: entry(21199, "account.disabled"),
  unauthorized: entry(21430, "session.unauthorized"),
  tenantMismatch: entry(21434, "session.tenantMismatch"),
  forbidden: entry(21403, "session.forbidden"),
  personOnly: entry(21405, "session.personOnly"),
  twoFactorRequired: entry(21401, "twoFactor.required"),
  twoFactorEnrolmentRequired: entry(21427, "session.twoFactorEnrolmentRequired"),
  passwordChangeRequired: entry(21428, "session.passwordChangeRequired"),
  tooManyLoginAttempts: entry(21429, "account.tooManyAttempts"),
  tooManyTokenRequests: entry(21431, "apiToken.tooManyRequests"),
  channelNotFound: entry(30046, "channel.notFound"),
  // Check-in refusals (docs/sales-contract.md, "Check-in"): one code per reason, so a scanner app can branch on it.
  alreadyCheckedIn: entry(20441, "checkIn.alreadyCheckedIn"),
  ticketRefunded: entry(20442, "checkIn.refunded"),
  ticketChargedBack: entry(20443, "checkIn.chargedBack"),
  otherDeparture: entry(20444, "checkIn.otherDeparture"),
  unknownTicket: entry(20445, "checkIn.unknownTicket"),
  otherVendorTicket: entry(20446, "checkIn.otherVendor"),
  ticketNotValid: entry(20447, "checkIn.notValid"),
  notCheckedIn: entry(20448, "checkIn.notCheckedIn"),
  undoExpired: entry(20449, "checkIn.undoExpired"),
  resendTooSoon: entry(20430, "order.resendTooSoon"),
  noContactEmail: entry(20431, "order.noContactEmail"),
} as const;

/** A refusal's code: every entry but success. */
export type ProtocolRefusal = Exclude<
  (typeof PROTOCOL_CODES)[keyof typeof PROTOCOL_CODES],
  typeof PROTOCOL_CODES.success
>;

/**
 * The original product's second code for an unknown channel, which a vendor API written to it may still send: the
 * gateway reads it as `channelNotFound`. Ours never sends it.
 */
export const CHANNEL_NOT_FOUND_ALT_CODE = 29021;

/** 10000 to 19999: the vendor API failed, not the request (docs/foundation-contract.md section 1). */
export const isSystemCode = (code: number): boolean => code >= 10000 && code <= 19999;
