import { Codes, type CodeEntry } from "./codes";

/** A business outcome other than success: answered with HTTP 200 and this code in the envelope. */
export class BusinessError extends Error {
  readonly code: number;
  readonly result: unknown;

  constructor(entry: CodeEntry, options: { msg?: string; result?: unknown } = {}) {
    super(options.msg ?? entry.msg);
    this.name = "BusinessError";
    this.code = entry.code;
    this.result = options.result ?? null;
  }
}

export type FieldErrors = Record<string, string>;

/** Seed-rule failures: code 20001, the first field's message as msg, every field's message in result.fields. */
export class ValidationError extends BusinessError {
  constructor(fields: FieldErrors) {
    super(Codes.validation, { msg: Object.values(fields)[0], result: { fields } });
  }
}

export function assertValid(fields: FieldErrors): void {
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

export const notFound = () => new BusinessError(Codes.notFound);
export const staleVersion = () => new BusinessError(Codes.staleVersion);
