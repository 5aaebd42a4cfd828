import { useEffect, useState } from "react";
import { getToken } from "@/session/session-store";

export type FileUrlState = { status: "idle" | "loading" | "error"; src?: undefined } | { status: "ready"; src: string };

/** What a fetch of `url` ended with; a result for another url means this one is still loading. */
type Loaded = { url: string; src?: string };

/**
 * The gateway serves uploaded images only with the session's bearer token, which an `<img src>` cannot send: the
 * bytes are fetched with it and shown through an object URL, released when the image changes or leaves the screen.
 */
export function useFileUrl(url: string | null | undefined): FileUrlState {
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const token = getToken();
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setLoaded({ url, src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ url });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (!url) return { status: "idle" };
  if (loaded?.url !== url) return { status: "loading" };
  return loaded.src ? { status: "ready", src: loaded.src } : { status: "error" };
}
