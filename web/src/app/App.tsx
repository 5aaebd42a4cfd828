import { MantineProvider } from "@mantine/core";
import { RouterProvider } from "react-router-dom";
import { useLoadedConsole } from "./console-loader";
import type { AppRouter } from "./router";
import { cssVariablesResolver, theme } from "./theme";

export function App({ router }: { router: AppRouter }) {
  const consolePart = useLoadedConsole();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {consolePart && <consolePart.ConsoleOverlays />}
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
