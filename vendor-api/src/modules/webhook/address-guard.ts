/**
 * Where a webhook may be sent (docs/system-contract.md section 12): only to global unicast addresses, checked after DNS
 * resolution on save and again on every delivery, and the connection is made to the very address that was checked (a
 * DNS answer that changes between the check and the connect cannot move it). The ranges are ipaddr.js's (IANA's
 * special-purpose registries), not a list of our own: anything it does not call `unicast` is refused — private,
 * loopback, link-local, carrier-grade NAT, documentation, benchmarking, 6to4, NAT64, Teredo, multicast, reserved,
 * unspecified. An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it reaches; the
 * deprecated IPv4-compatible form (`::127.0.0.1`) is refused outright. Loopback is the one exception, outside
 * production only and only when the setting WEBHOOK_ALLOW_LOOPBACK asks for it, for a receiver on the developer's machine.
 */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { fail, type RuleFailure } from "#rules";

/** How strict the check is: production, and (outside it only) whether a loopback receiver is allowed. */
export interface TargetPolicy {
  production: boolean;
  allowLoopback: boolean;
}

/** ipaddr.js's range names, plus the IPv4-compatible form it calls unicast and the network no longer routes. */
export type AddressRange = ReturnType<ipaddr.IPv4["range"]> | ReturnType<ipaddr.IPv6["range"]> | "ipv4Compatible";

/**
 * The address as Node reads it: IPv6 through the WHATWG URL parser, because ipaddr.js 2.5 reads `::a.b.c.d` as
 * IPv4-mapped (`::ffff:a.b.c.d`), which it is not. Undefined for anything Node would not connect to as written (an
 * IPv6 zone index among them).
 */
function canonical(address: string): string | undefined {
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return undefined;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

/**
 * The range of the address the network reaches: an IPv4-mapped IPv6 address as its IPv4 address. `::/96` beyond `::`
 * and `::1` is the IPv4-compatible form (RFC 4291 deprecates it), which ipaddr.js would call unicast. Undefined: not
 * an IP address.
 */
export function addressRange(address: string): AddressRange | undefined {
  const plain = canonical(address);
  if (plain === undefined) return undefined;
  const parsed = ipaddr.parse(plain);
  if (parsed.kind() === "ipv4") return parsed.range();
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().range();
  const range = ipv6.range();
  if (range === "unicast" && ipv6.parts.slice(0, 6).every((part) => part === 0)) return "ipv4Compatible";
  return range;
}

/** Undefined when a webhook may be sent to `address` under `policy`; else the field failure to answer. */
export function addressFailure(address: string, policy: TargetPolicy): RuleFailure | undefined {
  const range = addressRange(address);
  if (range === "unicast") return undefined;
  if (range === "loopback" && policy.allowLoopback && !policy.production) return undefined;
  return fail("webhook.privateAddress");
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

/** Every address a host name resolves to, as the operating system answers it (tests inject their own). */
export type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/** Resolves the URL's host and checks every address it has; answers the first one to connect to. */
export async function resolveTarget(
  rawUrl: string,
  policy: TargetPolicy,
  resolve: Resolver = systemResolver,
): Promise<ResolvedTarget> {
  const url = new URL(rawUrl);
  if (url.protocol !== "https:" && (policy.production || url.protocol !== "http:"))
    throw new RefusedTarget(fail("webhook.httpsOnly"));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (answers.length === 0) throw new RefusedTarget(fail("webhook.url"));
  // Every address, not only the first: a name with one public and one private answer is refused.
  for (const answer of answers) {
    const failure = addressFailure(answer.address, policy);
    if (failure) throw new RefusedTarget(failure);
  }
  return { url, address: answers[0].address, family: answers[0].family === 6 ? 6 : 4 };
}
