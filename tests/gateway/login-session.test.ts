/**
 * The channel and time zone a login answer with only the protocol's fields gets from the tenant configuration
 * (docs/foundation-contract.md section 1); tests/contract checks the same through a running gateway.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE } from "#rules";
import { toSessionPayload, withTenantConfiguration } from "../../gateway/src/modules/account/session.mapper";

const protocolOnly = toSessionPayload({
  tenantId: "7001",
  username: "owner",
  id: "1",
  operatorToken: "token",
  tenantInitialized: true,
  channelId: null,
});

describe("withTenantConfiguration", () => {
  it("prefers the web channel, else the first; the tenant's zone", () => {
    const config = { tid: "7001", timeZone: "Europe/Berlin", channelList: [{ key: "app", id: "71" }] };
    expect(withTenantConfiguration(protocolOnly, config)).toMatchObject({ channelId: "71", timeZone: "Europe/Berlin" });
    config.channelList.push({ key: "web", id: "72" });
    expect(withTenantConfiguration(protocolOnly, config)).toMatchObject({ channelId: "72" });
  });

  it("leaves the channel out when the tenant has none and falls back to the default zone", () => {
    expect(withTenantConfiguration(protocolOnly, { tid: "7001", channelList: [] })).toMatchObject({
      channelId: null,
      timeZone: DEFAULT_TIME_ZONE,
    });
  });

  it("keeps what the login answer named", () => {
    const named = { ...protocolOnly, channelId: "9", timeZone: "Asia/Tokyo" };
    const config = { tid: "7001", timeZone: "Europe/Berlin", channelList: [{ key: "web", id: "72" }] };
    expect(withTenantConfiguration(named, config)).toMatchObject({ channelId: "9", timeZone: "Asia/Tokyo" });
  });
});
