import "@mantine/spotlight/styles.css";
import { useEffect, useState, type CSSProperties } from "react";
import { Button, Group, Kbd, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import { createSpotlight, Spotlight, useSpotlight } from "@mantine/spotlight";
import {
  IconClock,
  IconDiscount,
  IconRoute,
  IconSearch,
  IconShoppingCart,
  IconUser,
  type Icon,
} from "@tabler/icons-react";
import { useNavigate } from "react-router-dom";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { ruleText } from "@/i18n/rule-text";
import { findRouteByPath } from "@/routes/access";
import { GROUP_ICONS } from "../group-icons";
import { useShell } from "../shell-context";
import {
  foundItems,
  matchingScreens,
  readRecent,
  recentStorageKey,
  rememberRecent,
  type PaletteItem,
  type PaletteKind,
} from "./palette-items";
import { usePaletteSearch } from "./use-palette-search";

/** The palette's own store: nothing else in the console opens a spotlight. */
const [paletteStore, palette] = createSpotlight();
const LIST_ID = "command-palette-list";

/** Each kind's group title and icon; a screen shows the icon of its sidebar group. */
const KIND: Record<PaletteKind, { group: MessageKey; icon: Icon }> = {
  screen: { group: "palette.screens", icon: IconSearch },
  order: { group: "palette.orders", icon: IconShoppingCart },
  trip: { group: "palette.trips", icon: IconRoute },
  coupon: { group: "palette.coupons", icon: IconDiscount },
  user: { group: "palette.users", icon: IconUser },
};

const optionId = (item: PaletteItem) => `command-palette-${item.id.replace(/[^\w-]/g, "-")}`;

/** ⌘K where the platform's modifier is Command, Ctrl+K elsewhere: what Spotlight's "mod + K" listens to. */
const isApple = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
const shortcutKeys = () => (isApple() ? ["⌘", "K"] : ["Ctrl", "K"]);

/** The header's way in for a mouse (or a touch screen): the same palette as the shortcut, with the shortcut shown. */
export function CommandPaletteButton({ compact }: { compact?: boolean }) {
  const { t } = useI18n();
  const keys = shortcutKeys();
  const hint = t("palette.openHint", { shortcut: keys.join("+") });
  return (
    <Button
      variant="default"
      size="sm"
      px={compact ? "xs" : undefined}
      onClick={palette.open}
      // Named by its visible word (the keys are drawn, and announced through aria-keyshortcuts); icon only when narrow.
      aria-label={compact ? t("palette.open") : undefined}
      title={hint}
      aria-keyshortcuts={isApple() ? "Meta+K" : "Control+K"}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        compact ? undefined : (
          <Group gap={2} wrap="nowrap" aria-hidden>
            {keys.map((key) => (
              <Kbd key={key} size="xs">
                {key}
              </Kbd>
            ))}
          </Group>
        )
      }
    >
      {compact ? null : t("palette.open")}
    </Button>
  );
}

interface PaletteGroup {
  key: string;
  label: string;
  items: PaletteItem[];
}

/**
 * The command palette (docs/foundation-contract.md section 4, Search): the screens the user may open by their title,
 * and the records `search` finds, grouped by kind; the recently opened ones before anything is typed. Ctrl+K / ⌘K
 * anywhere in the console, inputs too; arrows move, Enter opens, Esc closes.
 */
export function CommandPalette() {
  const { t } = useI18n();
  const { me, pageKeys } = useShell();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const storageKey = recentStorageKey(me.tenant.tid, me.user.id);
  const [recent, setRecent] = useState<PaletteItem[]>([]);
  const { selected } = useSpotlight(paletteStore);
  const { results, failed, searching, tooLong } = usePaletteSearch(query);

  const text = query.trim();
  const screens = matchingScreens(text, pageKeys, (route) => t(route.title));
  const records = results ? foundItems(results, pageKeys, text) : [];
  const groups: PaletteGroup[] = text
    ? [
        ...(screens.length ? [{ key: "screen", label: t(KIND.screen.group), items: screens }] : []),
        ...(["order", "trip", "coupon", "user"] as const)
          .map((kind) => ({ key: kind, label: t(KIND[kind].group), items: records.filter((r) => r.kind === kind) }))
          .filter((group) => group.items.length > 0),
      ]
    : recent.length
      ? [{ key: "recent", label: t("palette.recent"), items: recent }]
      : [];
  const items = groups.flatMap((group) => group.items);
  const nothingFound = text !== "" && !searching && !failed && !tooLong && items.length === 0;
  // Spotlight marks the selected action in the DOM as the arrows move, and selects the first on each keystroke. The
  // server's results arrive later, so the mark is rendered from the store's index too (a search's first result when
  // none could be selected yet), or Enter would find nothing to open.
  const activeIndex =
    items.length === 0 || (selected < 0 && !text) ? -1 : Math.min(Math.max(selected, 0), items.length - 1);
  const activeItem = items[activeIndex];
  useEffect(() => {
    if (activeIndex !== selected) paletteStore.updateState((state) => ({ ...state, selected: activeIndex }));
  }, [activeIndex, selected]);

  const routeOf = (item: PaletteItem) => (item.kind === "screen" ? findRouteByPath(item.path) : undefined);
  const labelOf = (item: PaletteItem) => {
    const route = routeOf(item);
    return route ? t(route.title) : item.label;
  };
  const iconOf = (item: PaletteItem, inRecent: boolean): Icon => {
    if (inRecent) return IconClock;
    const route = routeOf(item);
    return route ? GROUP_ICONS[route.group] : KIND[item.kind].icon;
  };

  const open = (item: PaletteItem) => {
    rememberRecent(storageKey, item);
    void navigate(item.path);
  };

  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      onSpotlightOpen={() => setRecent(readRecent(storageKey, pageKeys))}
      tagsToIgnore={[]}
      scrollable
      maxHeight={480}
      title={t("palette.title")}
      // The title names the dialog for screen readers; the search field says the same to sighted users.
      styles={{
        header: { position: "absolute", width: 1, height: 1, overflow: "hidden", clipPath: "inset(50%)" },
        // Spotlight dims the selected action's description to 70 % white, too faint on the brand colour to read.
        action: { "--action-description-opacity": "1" } as CSSProperties,
      }}
    >
      <Spotlight.Search
        placeholder={t("palette.placeholder")}
        aria-label={t("palette.title")}
        leftSection={<IconSearch size={20} aria-hidden />}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
      />
      <Spotlight.ActionsList id={LIST_ID} role="listbox" aria-label={t("palette.results")}>
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.key} label={group.label} role="group" aria-label={group.label}>
            {group.items.map((item) => {
              const ItemIcon = iconOf(item, group.key === "recent");
              return (
                <Spotlight.Action
                  key={item.id}
                  // Spotlight keeps an action's `id` prop to itself; the option needs one for aria-activedescendant.
                  ref={(node: HTMLButtonElement | null) => node?.setAttribute("id", optionId(item))}
                  role="option"
                  aria-selected={activeItem?.id === item.id}
                  data-selected={activeItem?.id === item.id || undefined}
                  label={labelOf(item)}
                  description={item.description || undefined}
                  leftSection={<ItemIcon size={20} stroke={1.5} aria-hidden />}
                  onClick={() => open(item)}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
        {searching ? (
          <Stack gap={8} p="sm" aria-hidden data-testid="palette-loading">
            <Skeleton height={14} width="40%" />
            <Skeleton height={14} width="70%" />
            <Skeleton height={14} width="55%" />
          </Stack>
        ) : null}
      </Spotlight.ActionsList>
      {nothingFound ? <Spotlight.Empty>{t("palette.nothingFound", { text })}</Spotlight.Empty> : null}
      {tooLong ? (
        <Spotlight.Empty>
          <Text c="red.8" size="sm">
            {ruleText(tooLong)}
          </Text>
        </Spotlight.Empty>
      ) : null}
      {failed ? (
        <Spotlight.Empty>
          <Text c="red.8" size="sm">
            {t("palette.failed")}
          </Text>
        </Spotlight.Empty>
      ) : null}
      {!text && items.length === 0 ? (
        <Spotlight.Empty>
          <Text size="sm" c="dimmed">
            {t("palette.startTyping")}
          </Text>
        </Spotlight.Empty>
      ) : null}
      <Spotlight.Footer>
        <Text size="xs" c="dimmed">
          {t("palette.navigateHint")}
        </Text>
      </Spotlight.Footer>
      <VisuallyHidden role="status">
        {searching ? t("palette.searching") : text ? t("palette.found", { count: items.length }) : ""}
      </VisuallyHidden>
    </Spotlight.Root>
  );
}
