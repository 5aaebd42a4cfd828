import { z } from "zod";
import { ruleParamsSchema, upstreamShapeFault } from "./error-mapping";
import { passesAsIs } from "../performance";

/**
 * Every vendor API answer: `{"status": {"code": 0, "msg": "success"}, "result": …}`; code 0 is success. A refusal may
 * name its message by `key` and `params` (docs/rules.md); a vendor API that sends only `msg` is understood too.
 */
export const envelopeSchema = z.object({
  status: z.object({
    code: z.number().int(),
    msg: z.string().nullish(),
    key: z.string().nullish(),
    params: ruleParamsSchema.nullish().catch(undefined),
  }),
  result: z.unknown().optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** Parses a response body; `null` when it is not JSON or not an envelope (a transport fault for the caller). */
export function parseEnvelope(text: string): Envelope | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (passesAsIs(envelopeSchema, json)) return json;
  const parsed = envelopeSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Checks a `result` against the shape a resolver relies on. A vendor API answering another shape is as unusable as
 * one answering garbage, so it is reported the same way (UPSTREAM_UNAVAILABLE), not as an internal error.
 */
export function expectResult<S extends z.ZodType>(schema: S, result: unknown, what: string): z.infer<S> {
  if (passesAsIs(schema, result)) return result;
  const parsed = schema.safeParse(result);
  if (parsed.success) return parsed.data;
  throw upstreamShapeFault(`${what}: ${parsed.error.message}`);
}
