import { fail, type RuleKey } from "../../protocol/rules";
import { ValidationError } from "../../protocol/errors";

/** Each unique index of company_infos with the field and message its violation answers. */
const UNIQUE_FIELDS: Record<string, [field: string, key: RuleKey]> = {
  company_infos_name_unique: ["companyName", "company.nameExists"],
  company_infos_dot_number_unique: ["dotNumber", "company.dotNumberExists"],
  company_infos_phone_unique: ["contactPhone", "company.phoneExists"],
  company_infos_email_unique: ["contactEmail", "company.emailExists"],
};

/** The unique index a database error violated, looking through drizzle's wrapping. */
function violatedConstraint(error: unknown): string | undefined {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}

/**
 * A save that passed the check before its write can still meet another tenant's concurrent save at the unique
 * index: that answers the field's message, as the check would have, instead of a system error.
 */
export async function withUniqueFields<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedConstraint(error);
    const field = constraint === undefined ? undefined : UNIQUE_FIELDS[constraint];
    if (field) throw new ValidationError({ [field[0]]: fail(field[1]) });
    throw error;
  }
}
