/**
 * Whether a screen fits its window, as a person reading it would judge: the page never scrolls sideways, no text is
 * cut off without an ellipsis that says so, and buttons, tabs and field labels keep to one line. Every narrow-screen
 * test asks this one helper rather than checking one of these on its own, so a screen that breaks at 800 px fails the
 * test that looks at it.
 */
import { expect } from "vitest";
import type { ElementHandle, Locator, Page } from "playwright-core";

export interface FitOptions {
  /** Names the screen in the failure message, which adds the window's width. */
  screen: string;
  /** More elements whose text must stay on one line (table cells, badges); each must match at least one element. */
  oneLine?: Locator[];
  /**
   * Elements that must show their content whole, without scrolling sideways in their own frame: a table that should
   * fit the window (a wide table may scroll in its frame otherwise). Each must match at least one element.
   */
  whole?: Locator[];
}

export interface FitReport {
  /** The outermost elements past the window's right edge when the page scrolls sideways; `whole` ones that scroll. */
  sideways: string[];
  /** Texts cut off by an ancestor that hides its overflow, without an ellipsis. */
  clipped: string[];
  /** Buttons, tabs, labels and the given elements whose text is on more than one line. */
  wrapped: string[];
}

/**
 * Broken over two lines these read as two things, and a label pushes its field out of line with its neighbours':
 * buttons, menu items, tabs and form field labels. A button with another role (a radio card) may hold a paragraph.
 */
const ONE_LINE = 'button:not([role]), [role="button"], [role="menuitem"], [role="tab"], .mantine-InputWrapper-label';

/** Asserts the page as it is now fits its window (see the file's comment); waits for running transitions first. */
export async function expectFits(page: Page, options: FitOptions): Promise<void> {
  // A dialog or menu measured while it still scales or slides in has a layout of neither state.
  await expect
    .poll(() => page.locator("html").evaluate(runningTransitions), { message: `${options.screen}: transitions end` })
    .toBe(0);
  const handlesOf = async (locators: Locator[] = []) => {
    const handles: ElementHandle[] = [];
    for (const locator of locators) {
      const matched = await locator.elementHandles();
      expect(matched.length, `${options.screen}: ${String(locator)} matches no element`).toBeGreaterThan(0);
      handles.push(...matched);
    }
    return handles;
  };
  const oneLine = await handlesOf(options.oneLine);
  const whole = await handlesOf(options.whole);
  try {
    const report = await page.locator("html").evaluate(measureFit, {
      oneLine: ONE_LINE,
      given: oneLine,
      whole,
    });
    expect(report, `${options.screen} does not fit a ${page.viewportSize()?.width ?? "?"} px window`).toEqual({
      sideways: [],
      clipped: [],
      wrapped: [],
    });
  } finally {
    await Promise.all([...oneLine, ...whole].map((handle) => handle.dispose()));
  }
}

/**
 * A node of the page, for the functions below that run in it. The tests compile without TypeScript's DOM library (it
 * clashes with Node's own Blob and fetch types), so these take the page's nodes untyped, as Playwright's own callbacks
 * get them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageNode = any;

/** Finite animations and transitions still running (a spinner's endless one never ends, and does not count). */
function runningTransitions(root: PageNode): number {
  return root.ownerDocument
    .getAnimations()
    .filter((animation: PageNode) => animation.playState === "running")
    .filter((animation: PageNode) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))).length;
}

/** Runs in the page: everything it needs is inside it. */
function measureFit(root: PageNode, options: { oneLine: string; given: PageNode[]; whole: PageNode[] }): FitReport {
  const doc = root.ownerDocument;
  const win = doc.defaultView!;
  const styles = new Map<PageNode, PageNode>();
  const style = (element: PageNode) => {
    let computed = styles.get(element);
    if (!computed) styles.set(element, (computed = win.getComputedStyle(element)));
    return computed;
  };
  const shown = (element: PageNode) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  // A text for screen readers only: kept in a box of 1 px that hides the rest.
  const tinyBoxes = new Map<PageNode, boolean>();
  const tiny = (element: PageNode) => {
    let known = tinyBoxes.get(element);
    if (known === undefined) {
      const { overflowX } = style(element);
      const box = element.getBoundingClientRect();
      known = (overflowX === "hidden" || overflowX === "clip") && (box.width <= 1 || box.height <= 1);
      tinyBoxes.set(element, known);
    }
    return known;
  };
  const forScreenReaders = (element: PageNode): boolean => {
    for (; element && element !== doc.body; element = element.parentElement) if (tiny(element)) return true;
    return false;
  };
  const name = (element: PageNode) => {
    const mantine = [...element.classList].find((token) => token.startsWith("mantine-"));
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return `<${element.tagName.toLowerCase()}${mantine ? `.${mantine}` : ""}> "${text}"`;
  };
  /** The boxes of an element's own text, each text node's lines apart. */
  const textRects = (element: PageNode) => {
    const rects: PageNode[] = [];
    const walker = doc.createTreeWalker(element, win.NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !shown(parent) || forScreenReaders(parent)) continue;
      const range = doc.createRange();
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0));
    }
    return rects;
  };

  // Sideways: the page is wider than the window; name the outermost elements that reach past its edge (not those in
  // a frame of their own, which hides or scrolls them).
  const width = doc.documentElement.clientWidth;
  const sideways: string[] = [];
  if (doc.documentElement.scrollWidth > width) {
    const past = (element: PageNode) => element.getBoundingClientRect().right > width + 1;
    const framed = (element: PageNode) => {
      for (let up = element.parentElement; up && up !== doc.body; up = up.parentElement) {
        if (style(up).overflowX !== "visible") return true;
      }
      return false;
    };
    for (const element of doc.body.querySelectorAll("*")) {
      const outermost = !element.parentElement || element.parentElement === doc.body || !past(element.parentElement);
      if (past(element) && outermost && shown(element) && !framed(element)) {
        sideways.push(`${name(element)} reaching ${Math.round(element.getBoundingClientRect().right)} px`);
      }
    }
    if (sideways.length === 0) sideways.push(`the page is ${doc.documentElement.scrollWidth} px wide`);
  }
  for (const element of options.whole) {
    if (element.scrollWidth > element.clientWidth + 1) {
      sideways.push(`${name(element)} scrolls: ${element.scrollWidth} px in ${element.clientWidth} px`);
    }
  }

  // Clipped: a text reaching past the box of an ancestor that hides overflow. Text in a box that scrolls is still
  // reachable (a wide table scrolls in its own frame), an ellipsis says text was left out, and a 1 px box is a
  // visually hidden text for screen readers.
  const clipped: string[] = [];
  const walker = doc.createTreeWalker(doc.body, win.NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || !shown(parent)) continue;
    const range = doc.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    if (rects.length === 0) continue;
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    for (let element: PageNode = parent; element && element !== doc.body; element = element.parentElement) {
      const { overflowX, textOverflow } = style(element);
      if (overflowX === "auto" || overflowX === "scroll" || tiny(element)) break;
      if (overflowX !== "hidden" && overflowX !== "clip") continue;
      const inner = element.getBoundingClientRect().left + element.clientLeft;
      if (left >= inner - 1 && right <= inner + element.clientWidth + 1) continue;
      const ellipsis = textOverflow === "ellipsis" || element.matches("[data-truncate], [data-line-clamp]");
      if (!ellipsis) clipped.push(`"${node.textContent.trim().slice(0, 60)}" cut off by ${name(element)}`);
      break;
    }
  }

  // Wrapped: a new line starts where a text box's middle lies below the current line.
  const wrapped: string[] = [];
  const candidates = new Set([...doc.body.querySelectorAll(options.oneLine), ...options.given]);
  for (const element of candidates) {
    if (!shown(element)) continue;
    const rects = textRects(element).sort((a, b) => a.top - b.top);
    let lines = 0;
    let lineBottom = -Infinity;
    for (const rect of rects) {
      if ((rect.top + rect.bottom) / 2 > lineBottom) {
        lines += 1;
        lineBottom = rect.bottom;
      }
    }
    if (lines > 1) wrapped.push(`${name(element)} on ${lines} lines`);
  }
  return { sideways, clipped, wrapped };
}
