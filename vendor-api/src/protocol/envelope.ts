import type { RuleKey, RuleParams } from "#rules";
import { Codes } from "./codes";

export interface Status {
  code: number;
  msg: string;
  /** A refusal's message key and its values (docs/rules.md): clients word the message from these, not from msg. */
  key?: RuleKey;
  params?: RuleParams;
}

export interface Envelope<T> {
  status: Status;
  result: T;
}

export const success = <T>(result: T): Envelope<T> => ({
  status: { code: Codes.success.code, msg: Codes.success.msg },
  result,
});

export const failure = (status: Status, result: unknown = null): Envelope<unknown> => ({ status, result });
