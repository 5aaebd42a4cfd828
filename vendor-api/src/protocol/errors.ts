import { messageOf, toFieldList, type FieldFailures, type RuleKey, type RuleParams } from "#rules";
import { Codes, type CodeEntry } from "./codes";
import type { Status } from "./envelope";

/**
 * A business outcome other than success: answered with HTTP 200 and this code in the envelope. Its message is named
 * by a key (the code's own unless given) with params, and worded in English from them.
 */
export class BusinessError extends Error {
  readonly code: number;
  readonly key: RuleKey;
  readonly params: RuleParams | undefined;
  readonly result: unknown;

  constructor(
    entry: CodeEntry,
    options: { key?: RuleKey; params?: RuleParams; result?: unknown; detail?: string } = {},
  ) {
    const key = options.key ?? entry.key;
    // `detail` words a malformed request more precisely than its key can (which parameter is missing).
    super(options.detail ?? messageOf({ rule: key, params: options.params }));
    this.name = "BusinessError";
    this.code = entry.code;
    this.key = key;
    this.params = options.params;
    this.result = options.result ?? null;
  }

  get status(): Status {
    return { code: this.code, msg: this.message, key: this.key, ...(this.params ? { params: this.params } : {}) };
  }
}

/**
 * Rule failures: code 20001; the status names the first field's failure, `result.fields` lists every field's as
 * `{field, rule, params, message}` (docs/rules.md).
 */
export class ValidationError extends BusinessError {
  constructor(failures: FieldFailures) {
    const fields = toFieldList(failures).map((failure) => ({ ...failure, message: messageOf(failure) }));
    super(Codes.validation, { key: fields[0]?.rule, params: fields[0]?.params, result: { fields } });
  }
}

export function assertValid(failures: FieldFailures): void {
  if (Object.keys(failures).length > 0) throw new ValidationError(failures);
}

export const notFound = () => new BusinessError(Codes.notFound);
export const staleVersion = () => new BusinessError(Codes.staleVersion);
