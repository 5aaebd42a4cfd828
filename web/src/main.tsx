import "@fontsource-variable/inter";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { createAppRouter } from "./app/router";
import { createApolloClient } from "./apollo/client";
import { getLanguage } from "./i18n/i18n";
import { UNGUARDED_NAVIGATION } from "./shared/unsaved-changes";

document.documentElement.lang = getLanguage() === "zh" ? "zh-CN" : "en";

const router = createAppRouter();
const client = createApolloClient({
  navigate: (to) => void router.navigate(to, { replace: true, state: UNGUARDED_NAVIGATION }),
  location: () => router.state.location,
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
