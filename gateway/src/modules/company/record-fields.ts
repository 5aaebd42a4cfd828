/**
 * Field helpers shared by the company and vendor page records: each is one row per tenant that answers nulls before
 * its first save, so every field may be missing or null upstream, and blank optional inputs go up as null.
 */
import { z } from "zod";
import { toUpstreamId } from "../shared/field-rules";

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
