import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/**
 * The names of the fields an operation selects on the items of the page a resolver answers (`items { … }`, through
 * fragments; a field under `@include`/`@skip` counts as selected), or undefined when it cannot tell: then the page is
 * read whole. Lets a list ask its vendor API for only those members (docs/sales-contract.md section 4).
 */
export function selectedItemFields(info: GraphQLResolveInfo): ReadonlySet<string> | undefined {
  const names = new Set<string>();
  for (const pageField of info.fieldNodes) {
    for (const field of fieldsOf(pageField.selectionSet, info)) {
      if (field.name.value !== "items") continue;
      if (!field.selectionSet) return undefined;
      for (const itemField of fieldsOf(field.selectionSet, info)) names.add(itemField.name.value);
    }
  }
  return names.size ? names : undefined;
}

function* fieldsOf(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo): Generator<FieldNode> {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* fieldsOf(selection.selectionSet, info);
    else yield* fieldsOf(info.fragments[selection.name.value]?.selectionSet, info);
  }
}
