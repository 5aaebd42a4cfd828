import { useState } from "react";
import { useLocalStorage, useMediaQuery } from "@mantine/hooks";

/** Below this width the sidebar closes by itself and opens over the content. */
export const NARROW_BREAKPOINT_PX = 1024;

/**
 * Wide screens: the collapsed state is the user's choice, remembered in local storage. Narrow screens: the sidebar is
 * closed until the toggle opens it, and closes again after a link is followed.
 */
export function useSidebar() {
  const narrow = useMediaQuery(`(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const [collapsed, setCollapsed] = useLocalStorage({
    key: "vendor-console.sidebar-collapsed",
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [narrowOpened, setNarrowOpened] = useState(false);

  return {
    narrow,
    collapsed,
    narrowOpened,
    opened: narrow ? narrowOpened : !collapsed,
    toggle: () => (narrow ? setNarrowOpened((value) => !value) : setCollapsed((value) => !value)),
    closeOnNarrow: () => setNarrowOpened(false),
  };
}
