/**
 * File downloads from the gateway's REST routes (`/exports/*.csv`, `*.xlsx`): they need the session's bearer token,
 * which a plain link cannot send, so the file is fetched, counted while it streams (for a progress display) and
 * handed to the browser through an object URL.
 */
import { useCallback, useRef, useState } from "react";
import { getToken } from "@/session/session-store";

export interface DownloadProgress {
  bytes: number;
  /** Whether rows are counted as they arrive: lines of a text file (a CSV row per line), not a zipped XLSX. */
  counting: boolean;
  /** Lines received after the header row; for a file that is not counted, the announced rows once it is saved. */
  rows: number;
  /** Rows the server announced (`x-total-count`), when it did. */
  totalRows?: number;
}

export interface DownloadResult extends DownloadProgress {
  fileName: string;
}

/** The gateway's refusal (`{error: {code, message}}`) or a transport failure (status 0, code "NETWORK"). */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "DownloadError";
  }
}

interface DownloadOptions {
  /** Saved under this name; otherwise the server's `content-disposition` name, then the URL's last segment. */
  fileName?: string;
  signal?: AbortSignal;
  onProgress?(progress: DownloadProgress): void;
}

const NEWLINE = 0x0a;

export async function downloadFile(url: string, options: DownloadOptions = {}): Promise<DownloadResult> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new DownloadError(0, "NETWORK", "");
  }
  if (!response.ok || !response.body) throw await refusalOf(response);

  const totalHeader = response.headers.get("x-total-count");
  const progress: DownloadProgress = {
    bytes: 0,
    counting: (response.headers.get("content-type") ?? "").startsWith("text/"),
    rows: 0,
    totalRows: totalHeader && /^\d+$/.test(totalHeader) ? Number(totalHeader) : undefined,
  };
  let lines = 0;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress.bytes += value.byteLength;
    if (progress.counting) {
      for (const byte of value) if (byte === NEWLINE) lines += 1;
      progress.rows = Math.max(0, lines - 1);
    }
    options.onProgress?.({ ...progress });
  }
  if (!progress.counting) progress.rows = progress.totalRows ?? 0;

  const fileName = options.fileName ?? fileNameOf(response.headers.get("content-disposition")) ?? lastSegment(url);
  saveBlob(new Blob(chunks, { type: response.headers.get("content-type") ?? "application/octet-stream" }), fileName);
  return { ...progress, fileName };
}

async function refusalOf(response: Response): Promise<DownloadError> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    return new DownloadError(response.status, body.error?.code ?? "HTTP_ERROR", body.error?.message ?? "");
  } catch {
    return new DownloadError(response.status, "HTTP_ERROR", "");
  }
}

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the save synchronously; the URL is released on the next turn, once the browser holds the blob.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed encoded name: the plain one below still serves.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1];
}

/** The Excel workbook route beside a CSV export route: `/exports/orders.csv?state=PAYING` → `/exports/orders.xlsx?…`. */
export function xlsxUrlOf(csvUrl: string): string {
  return csvUrl.replace(/\.csv(?=$|[?#])/, ".xlsx");
}

const lastSegment = (url: string) => new URL(url, "http://console").pathname.split("/").pop() || "download";

export interface Download {
  /** Null when nothing is downloading. */
  progress: DownloadProgress | null;
  /** Resolves with the saved file, or undefined when cancelled; refusals reject with a `DownloadError`. */
  start(url: string, fileName?: string): Promise<DownloadResult | undefined>;
  cancel(): void;
}

/** One download at a time with its progress, cancelled when asked (or when a new one starts). */
export function useDownload(): Download {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const start = useCallback(async (url: string, fileName?: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress({ bytes: 0, counting: false, rows: 0 });
    try {
      return await downloadFile(url, { fileName, signal: current.signal, onProgress: setProgress });
    } catch (error) {
      if (current.signal.aborted) return undefined;
      throw error;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
      }
    }
  }, []);

  return { progress, start, cancel };
}
