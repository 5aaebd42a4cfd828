import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "#rules";
import type { TenantConfiguration } from "./tenant-configuration.type";
import type { TenantLoaders } from "./tenant.loaders";

const id = z.union([z.string(), z.number()]).transform(String);

/** `GET /configuration/findtenant`. */
export const findTenantSchema = z.object({
  tid: id,
  channelList: z.array(z.object({ key: z.string(), id })).nullish(),
  timeZone: z.string().nullish(),
  timeZoneId: id.nullish(),
  domain: z.string().nullish(),
});
export type FindTenantResult = z.infer<typeof findTenantSchema>;

/** `GET /tenant/info?tid`. */
export const tenantInfoSchema = z.object({
  tid: id,
  name: z.string().nullish(),
  domain: z.string().nullish(),
  timeZone: z.string().nullish(),
  timeZoneId: id.nullish(),
});
export type TenantInfoResult = z.infer<typeof tenantInfoSchema>;

export function toTenantConfiguration(config: FindTenantResult, info: TenantInfoResult): TenantConfiguration {
  const domain = (config.domain ?? info.domain)?.trim() || null;
  return {
    tid: config.tid,
    name: info.name ?? "",
    timeZone: config.timeZone ?? info.timeZone ?? DEFAULT_TIME_ZONE,
    timeZoneId: config.timeZoneId ?? info.timeZoneId ?? "",
    domain,
    websiteUrl: domain ? websiteUrl(domain) : null,
    channels: (config.channelList ?? []).map((channel) => ({ id: channel.id, key: channel.key })),
  };
}

/** The session tenant's configuration (`me.tenant`; its time zone is the one the console shows times in). */
export async function loadTenantConfiguration(loaders: TenantLoaders): Promise<TenantConfiguration> {
  const [config, info] = await Promise.all([
    loaders.tenantConfiguration.load("session"),
    loaders.tenantInfo.load("session"),
  ]);
  return toTenantConfiguration(config, info);
}

/** A bare domain becomes an https URL; a domain already given with a scheme is kept as it is. */
function websiteUrl(domain: string): string {
  return /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
}
