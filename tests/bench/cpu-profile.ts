/** V8 CPU profiles as the inspector's `Profiler.stop` gives them, summed the way the bench parts print them. */

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Which package a profiled function belongs to; the processes' own code by where it was loaded from. */
export function bucketOf(frame: { url: string; functionName: string }): string {
  if (!frame.url) return frame.functionName === "(garbage collector)" ? "garbage collection" : frame.functionName;
  // Two WebAssembly modules run here: PGlite's PostgreSQL and undici's HTTP parser (llhttp), the only one in a gateway.
  if (frame.url.startsWith("wasm://")) return "WebAssembly (PGlite's PostgreSQL, undici's llhttp)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (pkg) return pkg[1];
  if (frame.url.startsWith("node:")) return `node:${frame.url.slice(5).split("/")[0]}`;
  if (frame.url.includes("/vendor-api/src/")) return "vendor-api (own code)";
  if (frame.url.includes("/dist/server/")) return "gateway (own code, server build)";
  if (frame.url.includes("/tests/")) return "bench client";
  return frame.url;
}

/**
 * Microseconds the profile spent, summed by `key` of each sample's function, most first; the time the process waited
 * (`(idle)`) and the profiler's own work (node:inspector) left out, as neither is the requests'.
 */
export function spentBy(profile: CpuProfile, key: (node: ProfileNode) => string): Array<[string, number]> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const sums = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id)!;
    if (["(idle)", "node:inspector"].includes(bucketOf(node.callFrame))) return;
    const name = key(node);
    sums.set(name, (sums.get(name) ?? 0) + profile.timeDeltas[index]);
  });
  return [...sums].sort((a, b) => b[1] - a[1]);
}
