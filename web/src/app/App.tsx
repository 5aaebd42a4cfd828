import { useMemo } from "react";
import { MantineProvider, mergeThemeOverrides } from "@mantine/core";
import { RouterProvider } from "react-router-dom";
import { useI18n } from "../i18n/i18n";
import { useLoadedConsole } from "./console-loader";
import type { AppRouter } from "./router";
import { cssVariablesResolver, theme } from "./theme";

export function App({ router }: { router: AppRouter }) {
  const consolePart = useLoadedConsole();
  const { language, t } = useI18n();
  // Every dialog's close button is an icon alone: its name, in the console's language, is what a screen reader says.
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Modal: { defaultProps: { closeButtonProps: { "aria-label": t("common.close") } } } },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` is new on every render; the language decides it
    [language],
  );
  return (
    <MantineProvider theme={localTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {consolePart && <consolePart.ConsoleOverlays />}
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
