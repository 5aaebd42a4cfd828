/**
 * Reads Prometheus's text exposition format (what prom-client serves on /metrics) for the metrics suites: each
 * sample by name and labels, and each metric's declared type. Checks the shape as it reads: a line that is not a
 * comment, a blank or `name{labels} value` fails the test.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  samples: Sample[];
  types: Map<string, string>;
  /** The value of the one sample of `name` whose labels include `labels`; undefined when none does. */
  value(name: string, labels?: Record<string, string>): number | undefined;
  /** Like `value`, 0 when no such sample was served yet (a counter not yet incremented). */
  count(name: string, labels?: Record<string, string>): number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/g;

export function parsePrometheusText(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (line === "") continue;
    if (line.startsWith("#")) {
      const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (type) types.set(type[1], type[2]);
      else if (!line.startsWith("# HELP ")) throw new Error(`not a HELP or TYPE comment: ${line}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const label of (match[2] ?? "").matchAll(LABEL)) labels[label[1]] = label[2].replace(/\\(.)/g, "$1");
    // prom-client writes NaN as `Nan` (an event-loop mean before any sample); Prometheus reads either.
    const nan = match[3].toLowerCase() === "nan";
    const value = nan ? NaN : Number(match[3] === "+Inf" ? Infinity : match[3] === "-Inf" ? -Infinity : match[3]);
    if (Number.isNaN(value) && !nan) throw new Error(`not a number: ${line}`);
    samples.push({ name: match[1], labels, value });
  }
  const find = (name: string, labels: Record<string, string> = {}) => {
    const found = samples.filter(
      (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
    if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} names ${found.length} samples`);
    return found[0]?.value;
  };
  return { samples, types, value: find, count: (name, labels) => find(name, labels) ?? 0 };
}

/** GETs a metrics endpoint and parses it; fails unless it answers 200 in the text format. */
export async function scrape(url: string): Promise<Scrape> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  const contentType = response.headers.get("content-type") ?? "";
  if (!contentType.startsWith("text/plain; version=0.0.4")) throw new Error(`${url}: content-type ${contentType}`);
  return parsePrometheusText(await response.text());
}
