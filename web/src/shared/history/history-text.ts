/**
 * The audit trail in the console's language: the one place the History panels and the Change History screen get
 * their words (rules/audit-words.ts words every area, action, field and code value the trail can hold).
 */
import { AUDIT_AREAS, PERMISSION_CATALOGUE, type AuditWords } from "#rules";
import type { AuditArea } from "@/gql/graphql";
import { isMessageKey, type Translate } from "@/i18n/i18n";
import { ROUTES } from "@/routes/route-model";

const CATALOGUE_NAMES = new Map(PERMISSION_CATALOGUE.map((entry) => [entry.url, entry.name]));

/**
 * A permission url as the Assign Resources tree names it: a page by its title, an action by its name; one the
 * console does not know by the catalogue's English name, else as it is.
 */
function permissionText(t: Translate, url: string): string {
  const route = ROUTES.find((entry) => entry.key === url);
  if (route) return t(route.title);
  const actionKey = `action.${url}`;
  if (isMessageKey(actionKey)) return t(actionKey);
  return CATALOGUE_NAMES.get(url) ?? url;
}

export const auditWordsOf = (t: Translate): AuditWords => ({
  text: (key, params) => t(key, params),
  permission: (url) => permissionText(t, url),
});

/** The GraphQL area (`BOOKING_FEE`) as the trail's words name it (`bookingFee`). */
export const auditAreaCode = (area: AuditArea): string => AUDIT_AREAS[area];
