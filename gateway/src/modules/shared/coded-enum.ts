import { registerEnumType } from "type-graphql";
import type { Code, CodeName, CodeTable } from "#rules";
import { upstreamShapeFault } from "../../rest/error-mapping";

/**
 * A GraphQL enum over one of the upstream code tables of `#rules` (docs/rules.md "Code tables"): its values are the
 * table's names in the table's order. Each value's description names its upstream code, so integrators can map both
 * ways; `fromCode` / `toCode` convert at the mapper boundary.
 */
export function codedEnum<const T extends CodeTable>(
  name: string,
  description: string,
  codes: T,
  descriptions: Record<CodeName<T>, string>,
) {
  type K = CodeName<T>;
  const keys = Object.keys(codes) as K[];
  const enumObject = Object.fromEntries(keys.map((key) => [key, key])) as { [P in K]: P };
  registerEnumType(enumObject, {
    name,
    description,
    valuesConfig: Object.fromEntries(
      keys.map((key) => [key, { description: `${descriptions[key]} (upstream ${JSON.stringify(codes[key])})` }]),
    ) as Record<K, { description: string }>,
  });
  const byCode = new Map<number | string, K>(keys.map((key) => [codes[key], key]));
  return {
    enum: enumObject,
    fromCode(code: number | string): K {
      const key = byCode.get(code);
      if (key === undefined) {
        throw upstreamShapeFault(`${name}: unknown code ${String(code)}`);
      }
      return key;
    },
    toCode: (key: K): Code<T> => codes[key] as Code<T>,
  };
}
