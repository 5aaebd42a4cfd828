import { Breadcrumbs, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useLocation } from "react-router-dom";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { breadcrumbFor } from "@/routes/access";
import { PATHS, routeTitle } from "@/routes/route-model";

const FIXED_TITLES: Record<string, MessageKey> = {
  [PATHS.noPermission]: "page.noPermission",
  [PATHS.notFound]: "page.notFound",
};

/** Narrower than this (a phone) only the page's title is shown: two truncated titles would leave a stray "/". */
const PHONE_QUERY = "(max-width: 36em)";

/** Section title, then page title, from the route table. */
export function AppBreadcrumb() {
  const { t } = useI18n();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { pathname, search } = useLocation();
  const crumb = breadcrumbFor(pathname);
  const fixed = FIXED_TITLES[pathname];
  const items = crumb
    ? [crumb.section && !phone ? t(crumb.section.title) : undefined, t(routeTitle(crumb.route, search))].filter(
        (item) => item !== undefined,
      )
    : fixed
      ? [t(fixed)]
      : [];

  return (
    <nav aria-label={t("shell.breadcrumb")} style={{ minWidth: 0 }}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: "nowrap" } }}>
        {items.map((item, index) => (
          <Text
            key={item}
            size="sm"
            truncate
            fw={index === items.length - 1 ? 600 : 400}
            c={index === items.length - 1 ? undefined : "dimmed"}
            aria-current={index === items.length - 1 ? "page" : undefined}
          >
            {item}
          </Text>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
