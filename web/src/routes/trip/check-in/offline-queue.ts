/**
 * Scans made while the network is down (docs/sales-contract.md, "Check-in"), kept in IndexedDB so a reload or a
 * closed tab does not lose them, and sent in the order they were made when the network is back.
 */
export interface DepartureChoice {
  tripId: string;
  date: string;
  shift: string | null;
}

export interface QueuedScan {
  id?: number;
  ticket: string;
  departure: DepartureChoice | null;
  /**
   * The date on screen when it was scanned with no trip picked, sent with it so the bound is the day the desk saw
   * then, not the one on screen when the network is back. Absent in scans kept before it was recorded.
   */
  date?: string;
  scannedAt: string;
}

const DB_NAME = "vendor-console-check-in";
const STORE = "scans";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB did not open"));
  });
}

async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
    });
  } finally {
    db.close();
  }
}

export const enqueueScan = (scan: QueuedScan) => inStore("readwrite", (store) => store.add(scan));

/** Oldest first (ids grow). */
export const queuedScans = () =>
  inStore<QueuedScan[]>("readonly", (store) => store.getAll() as IDBRequest<QueuedScan[]>);

export const removeScan = (id: number) => inStore("readwrite", (store) => store.delete(id));
