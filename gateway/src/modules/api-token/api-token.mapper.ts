import { z } from "zod";
import type { ApiToken } from "./api-token.type";

const id = z.union([z.string(), z.number()]).transform(String);

export const upstreamApiTokenSchema = z.object({
  id,
  name: z.string(),
  prefix: z.string(),
  roles: z.array(z.object({ id, name: z.string() })),
  createdBy: z.string(),
  createTime: z.string(),
  expiresAt: z.string().nullish(),
  lastUsedAt: z.string().nullish(),
  lastUsedAddress: z.string().nullish(),
});
type UpstreamApiToken = z.infer<typeof upstreamApiTokenSchema>;

export const toApiToken = (token: UpstreamApiToken): ApiToken => ({
  ...token,
  expiresAt: token.expiresAt ?? null,
  lastUsedAt: token.lastUsedAt ?? null,
  lastUsedAddress: token.lastUsedAddress ?? null,
});
