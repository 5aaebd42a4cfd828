import {
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from "@mantine/core";

/** The one brand colour: a calm blue used for primary actions, active navigation and progress. */
const brand: MantineColorsTuple = [
  "#ebf1ff",
  "#d5dffb",
  "#a9bdf2",
  "#7a98ea",
  "#5379e3",
  "#3a66df",
  "#2c5cde",
  "#1f4cc6",
  "#1543b2",
  "#00399e",
];

/**
 * Inter is bundled (main.tsx imports it), so Latin text looks the same on every machine; Chinese falls back to the
 * platform's CJK fonts (macOS, Windows, then Linux's Noto/Source Han) before a generic face that may lack the glyphs.
 */
const FONT_STACK =
  "'Inter Variable', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Noto Sans SC', sans-serif";

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 6,
  colors: { brand },
  defaultRadius: "md",
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: "650" },
  // A user who asked their system for less motion gets modals, menus and toasts without their transitions
  // (global.css stops the loaders' and skeletons' endless animations for them).
  respectReducedMotion: true,
  components: {
    Notification: { defaultProps: { withBorder: true } },
  },
});

/** Gray for secondary text: 5.4:1 on the page background (gray 0), 4.8:1 on gray 2. */
const READABLE_GRAY = "#5f6770";

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** AA for normal text (4.5:1) with a little room for rounding and anti-aliasing. */
const TEXT_CONTRAST = 4.6;

/** The first of the colour's shades from `from` on, then ever darker, that reads as text on `background`. */
function readableOn(shades: MantineColorsTuple, background: string, from: number): string {
  for (let shade = from; shade < shades.length; shade++)
    if (contrast(shades[shade], background) >= TEXT_CONTRAST) return shades[shade];
  let color = shades[9];
  while (contrast(color, background) < TEXT_CONTRAST) color = darken(color, 0.1);
  return color;
}

/**
 * Mantine's light scheme writes coloured text too pale for AA: shade 6 for outline buttons and coloured text, shade 9
 * on shade 1 for light badges and buttons (green, yellow and orange fall to 2–4:1), gray 6 for dimmed text and gray 5
 * for placeholders; field errors are red 6 (3.3:1 on white). Each colour's text variables become its first shade that
 * reads on the surface it sits on, field errors the first red that reads on white, and dimmed text and placeholders a
 * gray that still reads on the gray table headers and page background.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const colors = { ...DEFAULT_THEME.colors, ...resolved.colors };
  const light: Record<string, string> = {
    "--mantine-color-dimmed": READABLE_GRAY,
    "--mantine-color-placeholder": READABLE_GRAY,
    "--mantine-color-error": readableOn(colors.red, "#ffffff", 6),
  };
  for (const [name, shades] of Object.entries(colors)) {
    light[`--mantine-color-${name}-light-color`] = readableOn(shades, shades[1], 7);
    light[`--mantine-color-${name}-outline`] = readableOn(shades, "#ffffff", 6);
    light[`--mantine-color-${name}-text`] = readableOn(shades, "#f8f9fa", 6);
  }
  return { variables: {}, light, dark: {} };
};
