import { registerEnumType } from "type-graphql";
import { upstreamUnavailable } from "../../rest/error-mapping";

/**
 * A GraphQL enum over an upstream numeric (or string) code. Each value's description names its upstream code, so
 * integrators can map both ways; `fromCode` / `toCode` convert at the mapper boundary.
 */
export function codedEnum<const K extends string, C extends number | string>(
  name: string,
  description: string,
  values: Record<K, { code: C; description: string }>,
) {
  const keys = Object.keys(values) as K[];
  const enumObject = Object.fromEntries(keys.map((key) => [key, key])) as { [P in K]: P };
  registerEnumType(enumObject, {
    name,
    description,
    valuesConfig: Object.fromEntries(
      keys.map((key) => [
        key,
        { description: `${values[key].description} (upstream ${JSON.stringify(values[key].code)})` },
      ]),
    ) as Record<K, { description: string }>,
  });
  const byCode = new Map<C, K>(keys.map((key) => [values[key].code, key]));
  return {
    enum: enumObject,
    fromCode(code: number | string): K {
      const key = byCode.get(code as C);
      if (key === undefined) {
        throw Object.assign(upstreamUnavailable("malformed-body"), {
          upstreamShapeError: `${name}: unknown code ${String(code)}`,
        });
      }
      return key;
    },
    toCode: (key: K): C => values[key].code,
  };
}
