import { useCallback, useEffect, useRef, useState } from "react";
import { enqueueScan, queuedScans, removeScan, type QueuedScan } from "./offline-queue";

export interface Conflict {
  ticket: string;
  reason: string;
}

/** What sending one kept scan came to: sent, refused (a conflict, e.g. another phone checked it in), or no network. */
export type SendResult = { sent: true } | { sent: false; reason: string } | "offline";

/**
 * The scans kept while offline: how many wait, sending them when the browser is back online (and on each poll), and
 * the refusals they met, listed until cleared.
 */
export function useOfflineQueue(send: (scan: QueuedScan) => Promise<SendResult>) {
  const [pending, setPending] = useState(0);
  const [synced, setSynced] = useState(0);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const flushing = useRef(false);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  const refreshCount = useCallback(async () => setPending((await queuedScans()).length), []);

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    try {
      for (const scan of await queuedScans()) {
        const result = await sendRef.current(scan);
        if (result === "offline") break;
        await removeScan(scan.id!);
        if (result.sent) setSynced((count) => count + 1);
        else setConflicts((list) => [...list, { ticket: scan.ticket, reason: result.reason }]);
      }
    } finally {
      flushing.current = false;
      await refreshCount();
    }
  }, [refreshCount]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    // What an earlier visit left waiting is counted and sent once the screen is up.
    const first = window.setTimeout(() => void refreshCount().then(flush), 0);
    return () => {
      window.clearTimeout(first);
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
    };
  }, [flush, refreshCount]);

  const keep = useCallback(
    async (scan: QueuedScan) => {
      await enqueueScan(scan);
      await refreshCount();
    },
    [refreshCount],
  );

  return { online, pending, synced, conflicts, keep, flush, clearConflicts: () => setConflicts([]) };
}
