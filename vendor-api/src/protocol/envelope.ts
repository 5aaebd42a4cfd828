import { Codes } from "./codes";

export interface Envelope<T> {
  status: { code: number; msg: string };
  result: T;
}

export const success = <T>(result: T): Envelope<T> => ({ status: { ...Codes.success }, result });

export const failure = (code: number, msg: string, result: unknown = null): Envelope<unknown> => ({
  status: { code, msg },
  result,
});
