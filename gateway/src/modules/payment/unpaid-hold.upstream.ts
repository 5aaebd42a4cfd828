import { z } from "zod";
import { upstream } from "../../rest/upstream-call";

const upstreamUnpaidHoldSchema = z.object({ unpaidHoldDays: z.number().int(), version: z.number().int() });

export const findUnpaidHold = upstream().get("/config/hold/find", upstreamUnpaidHoldSchema);
export const saveUnpaidHold = upstream<{ unpaidHoldDays: number; version: number }>().post(
  "/config/hold/save",
  upstreamUnpaidHoldSchema,
);
