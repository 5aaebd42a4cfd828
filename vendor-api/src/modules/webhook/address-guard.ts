/**
 * Where a webhook may be sent (docs/system-contract.md section 12): in production only https to public addresses,
 * checked after DNS resolution on every delivery, and the connection is made to the very address that was checked
 * (a DNS answer that changes between the check and the connect cannot move it). Outside production loopback is allowed
 * too, so that a receiver on the developer's machine works.
 */
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { fail, type RuleFailure } from "#rules";

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8],
  ["64:ff9b::", 96], // NAT64 reaches IPv4 addresses that are checked as such
] as const)
  blocked.addSubnet(network, prefix, "ipv6");
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: "ipv4" | "ipv6" } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1], family: "ipv4" };
  return { address, family: isIP(address) === 6 ? "ipv6" : "ipv4" };
}

export function addressFailure(address: string, production: boolean): RuleFailure | undefined {
  const { address: plain, family } = unmapped(address);
  if (loopback.check(plain, family)) return production ? fail("webhook.privateAddress") : undefined;
  return blocked.check(plain, family) ? fail("webhook.privateAddress") : undefined;
}

export interface ResolvedTarget {
  url: URL;
  /** The checked address to connect to. */
  address: string;
  family: 4 | 6;
}

export class RefusedTarget extends Error {
  constructor(readonly failure: RuleFailure) {
    super("The webhook URL reaches an address webhooks may not be sent to");
  }
}

/** Resolves the URL's host and checks every address it has; answers the first one to connect to. */
export async function resolveTarget(rawUrl: string, production: boolean): Promise<ResolvedTarget> {
  const url = new URL(rawUrl);
  if (url.protocol !== "https:" && (production || url.protocol !== "http:"))
    throw new RefusedTarget(fail("webhook.httpsOnly"));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const answers = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true });
  if (answers.length === 0) throw new RefusedTarget(fail("webhook.url"));
  // Every address, not only the first: a name with one public and one private answer is refused.
  for (const answer of answers) {
    const failure = addressFailure(answer.address, production);
    if (failure) throw new RefusedTarget(failure);
  }
  return { url, address: answers[0].address, family: answers[0].family === 6 ? 6 : 4 };
}
