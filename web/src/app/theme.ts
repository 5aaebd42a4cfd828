import { createTheme, type MantineColorsTuple } from "@mantine/core";

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
  components: {
    Notification: { defaultProps: { withBorder: true } },
  },
});
