import { useEffect, useRef } from "react";
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useBlocker, type Location } from "react-router-dom";
import { translate } from "@/i18n/i18n";

const CONFIRM_ID = "unsaved-changes";

/** Each form on screen, as "does it hold unsaved changes?" (a router consults one blocker only: forms register here). */
const forms = new Set<() => boolean>();
const anyDirty = () => [...forms].some((isDirty) => isDirty());

/**
 * The history state of a navigation the console makes on its own (the session ended, a permission is missing): the
 * changes cannot be saved any more, so it is not asked about.
 */
export const UNGUARDED_NAVIGATION = { unguarded: true } as const;

const isUnguarded = (state: unknown) =>
  typeof state === "object" && state !== null && (state as { unguarded?: unknown }).unguarded === true;

/** Whether going from one location to the other leaves the screen (a hash change or a replaced state does not). */
export function leavesScreen(
  current: Pick<Location, "pathname" | "search">,
  next: Pick<Location, "pathname" | "search">,
): boolean {
  return current.pathname !== next.pathname || current.search !== next.search;
}

/** Asks whether to drop unsaved changes: "Leave" runs `onLeave`, anything else (Stay, Esc, the close button) `onStay`. */
export function confirmDiscard({ onLeave, onStay }: { onLeave(): void; onStay?(): void }): void {
  let leaving = false;
  modals.openConfirmModal({
    modalId: CONFIRM_ID,
    title: translate("unsaved.title"),
    centered: true,
    children: <Text size="sm">{translate("unsaved.text")}</Text>,
    labels: { confirm: translate("unsaved.leave"), cancel: translate("unsaved.stay") },
    confirmProps: { color: "red" },
    onConfirm: () => {
      leaving = true;
      onLeave();
    },
    onClose: () => {
      if (!leaving) onStay?.();
    },
  });
}

export interface UnsavedChangesGuard {
  /** For the form's own ways out (Cancel, a dialog's close): runs `leave` at once when nothing changed, else asks. */
  confirmLeave(leave: () => void): void;
  /** Call right before leaving on purpose after a successful save: that navigation is not asked about. */
  release(): void;
}

/**
 * The one guard of every form (web conventions: leaving with unsaved changes asks first). While `isDirty()`,
 * navigating away inside the console (menu, links, Back, Cancel) asks first (`UnsavedChangesPrompt`, once in the
 * shell), and closing or reloading the tab gets the browser's own prompt. Asked at the moment of leaving, so an
 * uncontrolled form (which does not re-render as the user types) is read as it is then.
 */
export function useUnsavedChanges(isDirty: () => boolean): UnsavedChangesGuard {
  const latest = useRef(isDirty);
  const released = useRef(false);
  useEffect(() => {
    latest.current = isDirty;
  });
  useEffect(() => {
    const check = () => !released.current && latest.current();
    forms.add(check);
    return () => {
      forms.delete(check);
    };
  }, []);
  return {
    confirmLeave: (leave) => (!released.current && isDirty() ? confirmDiscard({ onLeave: leave }) : leave()),
    release: () => {
      released.current = true;
    },
  };
}

/** The console's single navigation blocker and tab-close prompt, for whichever forms `useUnsavedChanges` marks dirty. */
export function UnsavedChangesPrompt() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      leavesScreen(currentLocation, nextLocation) && !isUnguarded(nextLocation.state) && anyDirty(),
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    confirmDiscard({ onLeave: () => blocker.proceed(), onStay: () => blocker.reset() });
  }, [blocker]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!anyDirty()) return;
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return null;
}
