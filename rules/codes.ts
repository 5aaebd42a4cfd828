/**
 * The upstream code tables (docs/rules.md "Code tables"). A table maps each name clients know — the GraphQL enum
 * value — to the code the REST protocol carries, in the order the GraphQL enum lists them. The gateway's enums, the
 * vendor API's schemas and the console's options are read off the same table, so a code is written once.
 */
export type CodeTable = Readonly<Record<string, number | string>>;
export type CodeName<T extends CodeTable> = keyof T & string;
export type Code<T extends CodeTable> = T[CodeName<T>];

export const namesOf = <T extends CodeTable>(table: T): CodeName<T>[] => Object.keys(table) as CodeName<T>[];

export const codesOf = <T extends CodeTable>(table: T): Code<T>[] => Object.values(table) as Code<T>[];

export const isCodeName = <T extends CodeTable>(table: T, value: unknown): value is CodeName<T> =>
  typeof value === "string" && Object.hasOwn(table, value);

/** The name of a code, for answers that name it; undefined for a code the table does not know. */
export function nameOf<T extends CodeTable>(table: T, code: Code<T>): CodeName<T>;
export function nameOf<T extends CodeTable>(table: T, code: unknown): CodeName<T> | undefined;
export function nameOf<T extends CodeTable>(table: T, code: unknown): CodeName<T> | undefined {
  return namesOf(table).find((name) => table[name] === code);
}
