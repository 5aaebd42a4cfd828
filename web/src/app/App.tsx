import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { ApolloProvider } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { RouterProvider } from "react-router-dom";
import { preloadScreen } from "@/routes/route-table";
import { ScreenPreloadContext } from "@/routes/screen-preload";
import type { AppRouter } from "./router";
import { cssVariablesResolver, theme } from "./theme";

export function App({ client, router }: { client: ApolloClient; router: AppRouter }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ApolloProvider client={client}>
        <ModalsProvider>
          <Notifications position="top-right" limit={4} />
          <ScreenPreloadContext.Provider value={preloadScreen}>
            <RouterProvider router={router} />
          </ScreenPreloadContext.Provider>
        </ModalsProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
