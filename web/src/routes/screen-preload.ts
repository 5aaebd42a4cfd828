import { createContext, useContext } from "react";

/**
 * Fetches the code of the screen at a path ahead of a navigation to it (e.g. the landing screen after a login). The
 * app provides it from the route table, so the session needs no import of the screen modules.
 */
export const ScreenPreloadContext = createContext<(pathname: string) => Promise<unknown>>(() => Promise.resolve());

export const useScreenPreload = () => useContext(ScreenPreloadContext);
