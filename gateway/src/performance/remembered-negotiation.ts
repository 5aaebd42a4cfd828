/**
 * Remembers Apollo Server's content negotiation. Apollo Server 5 parses the request's `Accept` header with negotiator
 * twice per operation (the pipeline's check for legacy incremental delivery, then the answer's content type), each
 * time anew (its cost: docs/scale-contract.md section 4), while clients send a few
 * headers over and over. The answer of `mediaType(available)` depends on the header and the list only, so it is kept
 * for the last headers seen, for the negotiator copy Apollo itself loads (negotiator is Apollo's dependency, not the
 * gateway's). Anything else (no list, a header that is not one string, a long one) is negotiated as before.
 */
import { createRequire } from "node:module";
import { RecentlyUsed } from "../recently-used";

interface NegotiatorPrototype {
  mediaType(this: { request: { headers: { accept?: unknown } } }, available?: unknown): string | undefined;
}

/** Headers remembered: browsers, the console's fetches and integrators' clients send a handful. */
const REMEMBERED = 64;
/** A longer header is negotiated every time: nobody can fill the memory with large keys. */
const LONGEST = 256;

const apolloRequire = createRequire(createRequire(import.meta.url).resolve("@apollo/server"));

/** The negotiator class Apollo Server loads. */
export function apolloNegotiator(): { prototype: NegotiatorPrototype } {
  return apolloRequire("negotiator") as { prototype: NegotiatorPrototype };
}

/** negotiator's own `mediaType`, once this module has replaced it (a process does it once, whoever asks first). */
let ownMediaType: NegotiatorPrototype["mediaType"] | undefined;

/** negotiator's own `mediaType`, replaced or not: what the remembered answers are held to. */
export const negotiatorsOwnMediaType = () => ownMediaType ?? apolloNegotiator().prototype.mediaType;

export function rememberApolloNegotiation(): void {
  if (ownMediaType) return;
  const prototype = apolloNegotiator().prototype;
  const negotiate = (ownMediaType = prototype.mediaType);
  const known = new RecentlyUsed<string, { type: string | undefined }>(REMEMBERED);
  prototype.mediaType = function mediaType(available) {
    const accept = this.request.headers.accept;
    const plainList = Array.isArray(available) && available.every((type) => typeof type === "string");
    if (!plainList || (accept !== undefined && (typeof accept !== "string" || accept.length > LONGEST))) {
      return negotiate.call(this, available);
    }
    // No header means `*/*` to negotiator, an empty one accepts nothing: the key tells them apart.
    const key = `${available.join("\n")}\n${accept === undefined ? "-" : `+${accept}`}`;
    let answer = known.get(key);
    if (!answer) known.set(key, (answer = { type: negotiate.call(this, available) }));
    return answer.type;
  };
}
