/**
 * Lets plain fields be read as properties. type-graphql gives every `@Field` a resolver of its own, there to run field
 * middlewares and auth checks, which returns the property; the executor must call each one with a resolve-info object,
 * on every field of every item (what that cost: docs/scale-contract.md section 4). The gateway's rules run on root
 * fields and fields with arguments (`guardFields` in build-schema.ts), so a field with no middleware, no `@Authorized`
 * and the property's own name is marked `simple` (type-graphql's option for exactly this) while the schema is built,
 * and has no resolver; a `@FieldResolver` still takes precedence.
 *
 * It edits type-graphql's metadata storage, whose shape is that release candidate's own: the marks are taken off
 * again once the schema is built, so a build without the fast paths gets type-graphql's metadata as declared.
 */
import { getMetadataStorage } from "type-graphql";

/** Runs `build`, which must build the schema synchronously, with the plain fields marked. */
export function withPlainFieldsAsProperties<T>(build: () => T): T {
  const storage = getMetadataStorage();
  const guarded = new Map<object, Set<string>>();
  for (const { target, fieldName } of [...storage.middlewares, ...storage.authorizedFields]) {
    guarded.set(target, (guarded.get(target) ?? new Set()).add(fieldName));
  }
  const marked = storage.fields.filter(
    (field) =>
      field.simple === undefined && field.schemaName === field.name && !guarded.get(field.target)?.has(field.name),
  );
  for (const field of marked) field.simple = true;
  try {
    return build();
  } finally {
    for (const field of marked) field.simple = undefined;
  }
}
