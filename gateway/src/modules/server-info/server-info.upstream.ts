import { z } from "zod";
import { upstream } from "../../rest/upstream-call";

export const upstreamMailStatusSchema = z.object({ delivery: z.enum(["smtp", "development", "queued"]) });

export const findMailStatus = upstream().get("/system/mail/status", upstreamMailStatusSchema);
