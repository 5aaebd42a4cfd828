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

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 6,
  colors: { brand },
  defaultRadius: "md",
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  headings: { fontWeight: "650" },
  components: {
    Notification: { defaultProps: { withBorder: true } },
  },
});
