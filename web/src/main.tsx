import "@fontsource-variable/inter";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { setConsoleRouter } from "./app/console-loader";
import { createAppRouter } from "./app/router";
import { getLanguage, loadMessages } from "./i18n/i18n";

document.documentElement.lang = getLanguage() === "zh" ? "zh-CN" : "en";

const router = createAppRouter();
setConsoleRouter(router);

// The login's and the shell's texts in the chosen language first; should they fail to load, the page still opens.
void loadMessages("core")
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
