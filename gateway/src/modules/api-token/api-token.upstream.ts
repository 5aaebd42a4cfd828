import { z } from "zod";
import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId } from "../shared/record-keys";
import { upstreamApiTokenSchema } from "./api-token.mapper";

export const listApiTokens = upstream<UpstreamPage>().post(
  "/api-token/list",
  upstreamListSchema(upstreamApiTokenSchema),
);
export const addApiToken = upstream<{ name: string; roleIds: number[]; expiresAt: string | null }>().post(
  "/api-token/add",
  z.object({ token: z.string().min(1), apiToken: upstreamApiTokenSchema }),
);
export const revokeApiToken = upstream<RecordId>().post("/api-token/revoke");
export const grantableRoles = upstream().get(
  "/api-token/roles",
  z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() })),
);
