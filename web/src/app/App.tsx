import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { ApolloProvider } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { RouterProvider } from "react-router-dom";
import type { AppRouter } from "./router";
import { theme } from "./theme";

export function App({ client, router }: { client: ApolloClient; router: AppRouter }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ApolloProvider client={client}>
        <ModalsProvider>
          <Notifications position="top-right" limit={4} />
          <RouterProvider router={router} />
        </ModalsProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
