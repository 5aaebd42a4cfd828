/**
 * The operation names the metrics label requests with, bounded (docs/system-contract.md, "Metrics"): every name of
 * the console's documents (the trusted-document manifest), then the first `MAX_OTHER_NAMES` other well-formed names
 * that integrators send; anything past that counts as `other`, and a request without a name as `anonymous`. A caller
 * inventing names cannot grow the series without end.
 */
export const OTHER = "other";
export const ANONYMOUS = "anonymous";
export const MAX_OTHER_NAMES = 50;

const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/g;

/** Operation names defined by these documents' texts. */
export function operationNamesOf(documents: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const text of documents) for (const match of text.matchAll(OPERATION_NAME)) names.add(match[1]);
  return names;
}

export class OperationLabels {
  private readonly others = new Set<string>();

  constructor(private readonly known: ReadonlySet<string>) {}

  label(name: string | null | undefined): string {
    if (!name) return ANONYMOUS;
    if (this.known.has(name) || this.others.has(name)) return name;
    if (this.others.size >= MAX_OTHER_NAMES || !NAME.test(name)) return OTHER;
    this.others.add(name);
    return name;
  }
}
