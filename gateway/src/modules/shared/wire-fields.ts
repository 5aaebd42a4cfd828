/**
 * Field helpers of the vendor API's records, for every module: ids come as numbers or strings, and a field may be
 * missing or null upstream (the company and vendor page records, one row per tenant, answer nulls before their first
 * save); blank optional inputs go up as null.
 */
import { z } from "zod";
import { toUpstreamId } from "./field-rules";

export const upstreamId = z.union([z.number().int(), z.string()]).transform(String);

/** An amount or a rate: decimal text on the wire; a vendor API sending a number is read the same way. */
export const upstreamDecimal = z.union([z.string(), z.number()]).transform(String);

export const upstreamText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
export const upstreamIdOrNull = upstreamId.nullish().transform((value) => value ?? null);

export const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null;

/** An optional id of an input: blank is null (the rules then say 'Required' where it is), anything else an upstream id. */
export const idOrNull = (value: string | null | undefined, field: string) =>
  value == null || value.trim() === "" ? null : toUpstreamId(value, field);
