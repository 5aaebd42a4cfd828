/**
 * A vendor API written for fault injection: healthy answers for the calls a session needs (login, permissions) and
 * for the lists, and, on demand, a fault for every other path or a chosen one: garbage, wrong content types, error
 * statuses, resets before or in the middle of the body, truncated and huge bodies, answers that never come.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { fakeLoginResult } from "../../gateway/support/fake-upstream";

/** `hold` marks a response the fake keeps open, so a test can see when the gateway gives it up. */
export type Handler = (request: IncomingMessage, response: ServerResponse, hold: () => void) => void | Promise<void>;

export interface FaultUpstream {
  url: string;
  /** Healthy answers by path; a path with none answers an empty list. */
  routes: Map<string, Handler>;
  /** Answers every path `faulty` selects while set. */
  fault: Handler | null;
  /** Which paths the fault applies to; by default every one but login and the permissions. */
  faulty: (path: string) => boolean;
  /** Paths called, in order. */
  calls: string[];
  /** Requests a handler holds open that the gateway has not given up yet. */
  held(): number;
  /** Held requests the gateway gave up (closed its connection). */
  released(): number;
  close(): Promise<void>;
}

export const LOGIN_PATH = "/vendor/account/login";
export const PERMISSION_PATH = "/vendor/account/permission/load";

export function envelope(response: ServerResponse, result: unknown, code = 0, msg = "success") {
  // An access epoch that never moves (docs/foundation-contract.md section 1): the gateway keeps the session's
  // permissions, as it does with the reference vendor API, so a flood of one path is not also a flood of permission
  // loads. The contract suite's vendor API sends none.
  response.writeHead(200, { "content-type": "application/json", "x-access-epoch": "1" });
  response.end(JSON.stringify({ status: { code, msg }, result }));
}

export const loginResult = fakeLoginResult();

const PAGES = [
  "order_list",
  "order_detail",
  "refund_order_list",
  "refund_order_detail",
  "transaction_list",
  "transaction_detail",
  "trip_list",
  "tags_list",
  "reservation",
  "trip_reservation_statistics",
  "company_info",
  "tax_info",
  "bank_info",
  "home_page",
  "user_list",
  "role_list",
  "system_email",
  "payment",
  "sales_coupon_list",
  "sales_coupon_history",
  "sales_coupon_usage",
  "statement",
  "statement_detail",
  "income_report",
  "trip_report",
];
const ACTIONS = [
  "/order/export",
  "/refund/export",
  "/transaction/export",
  "/audit/list",
  "/coupon/export",
  "/statement/export",
  "/report/export",
];
export const permissions = [
  ...PAGES.map((url) => ({ type: "page", name: url, url })),
  ...ACTIONS.map((url) => ({ type: "cmd", name: url, url })),
];

const AUTH_PATHS = new Set([LOGIN_PATH, PERMISSION_PATH]);
const emptyList = { list: [], total: 0 };

const tenant = { tid: 1001, name: "Demo Tours", domain: "demo-tours.example.com", timeZone: "America/New_York" };
const healthyResults = new Map<string, unknown>([
  [LOGIN_PATH, loginResult],
  [PERMISSION_PATH, permissions],
  ["/configuration/findtenant", { ...tenant, channelList: [{ key: "web", id: 11 }] }],
  ["/tenant/info", tenant],
]);

/** What a healthy vendor API answers on `path` here: the session and tenant calls, an empty list for the others. */
export function healthyResult(path: string): unknown {
  return healthyResults.has(path) ? healthyResults.get(path) : emptyList;
}

const pathOf = (request: IncomingMessage) => new URL(request.url ?? "/", "http://fake").pathname;

export async function startFaultUpstream(): Promise<FaultUpstream> {
  const routes = new Map<string, Handler>([["/", (_req, res) => void res.writeHead(404).end("vendor API")]]);
  const calls: string[] = [];
  const sockets = new Set<Socket>();
  let held = 0;
  let released = 0;
  const state = {
    fault: null as Handler | null,
    faulty: (path: string) => !AUTH_PATHS.has(path),
  };

  const server = createServer((req, res) => {
    const path = pathOf(req);
    calls.push(path);
    req.resume();
    const hold = () => {
      held += 1;
      res.once("close", () => {
        held -= 1;
        released += 1;
      });
    };
    const handler =
      state.fault && state.faulty(path)
        ? state.fault
        : (routes.get(path) ?? ((_r, out) => envelope(out, healthyResult(path))));
    void Promise.resolve(handler(req, res, hold)).catch(() => res.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    routes,
    get fault() {
      return state.fault;
    },
    set fault(handler) {
      state.fault = handler;
    },
    get faulty() {
      return state.faulty;
    },
    set faulty(select) {
      state.faulty = select;
    },
    calls,
    held: () => held,
    released: () => released,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Streams `bytes` of body, respecting back-pressure, and stops when the reader goes away. */
async function stream(response: ServerResponse, head: string, bytes: number, tail: string): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024, "x");
  const gone = new AbortController();
  response.once("close", () => gone.abort());
  try {
    if (!response.write(head)) await once(response, "drain", { signal: gone.signal });
    for (let sent = 0; sent < bytes; sent += chunk.length) {
      if (!response.write(chunk)) await once(response, "drain", { signal: gone.signal });
    }
    response.end(tail);
  } catch {
    // the gateway stopped reading: nothing more to send
  }
}

const HUGE = 24 << 20;
const paddedHead = (request: IncomingMessage) =>
  `{"status":{"code":0,"msg":"success"},"result":${JSON.stringify(healthyResult(pathOf(request)))},"pad":"`;

/** The faults every route is fed; each leaves the gateway with nothing usable. */
export const faults = {
  "garbage JSON": (_req, res) => void res.writeHead(200, { "content-type": "application/json" }).end("{status: ok]"),
  "an HTML page with status 200": (_req, res) =>
    void res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Login</title><p>Sign in"),
  "application/octet-stream": (_req, res) =>
    void res.writeHead(200, { "content-type": "application/octet-stream" }).end(Buffer.from([0, 159, 146, 150, 255])),
  "image/webp": (_req, res) =>
    void res.writeHead(200, { "content-type": "image/webp" }).end(Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1")),
  "no content type": (_req, res) => void res.writeHead(200).end("\u0000\u0001binary"),
  "an empty body": (_req, res) => void res.writeHead(200, { "content-type": "application/json" }).end(),
  "an envelope of the wrong shape": (_req, res) => envelope(res, { list: "many", total: "lots" }),
  "an envelope without a status": (_req, res) =>
    void res.writeHead(200, { "content-type": "application/json" }).end('{"result": []}'),
  "HTTP 500 with an HTML page": (_req, res) =>
    void res.writeHead(500, { "content-type": "text/html" }).end("<h1>Internal Server Error</h1>"),
  "HTTP 404": (_req, res) => void res.writeHead(404, { "content-type": "text/plain" }).end("not found"),
  "HTTP 302 to a login page": (_req, res) => void res.writeHead(302, { location: "http://127.0.0.1:1/login" }).end(),
  "a reset before any answer": (req) => void req.socket.destroy(),
  "a reset in the middle of the body": (req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write('{"status":{"code":0,"msg":"success"},"result":{"list":[');
    setTimeout(() => req.socket.destroy(), 20);
  },
  "a reset in the middle of an image": (req, res) => {
    res.writeHead(200, { "content-type": "image/png" });
    res.write(Buffer.alloc(32 * 1024, 1));
    setTimeout(() => req.socket.destroy(), 20);
  },
  "a body shorter than its content-length": (req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": "4096" });
    res.write('{"status":{"code":0');
    setTimeout(() => req.socket.end(), 20);
  },
  // The answer the call expects, padded: only its size is wrong.
  "a huge JSON envelope": (req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    return stream(res, paddedHead(req), HUGE, '"}');
  },
  "a huge JSON envelope announced by content-length": (req, res) => {
    const head = paddedHead(req);
    res.writeHead(200, { "content-type": "application/json", "content-length": String(head.length + HUGE + 2) });
    return stream(res, head, HUGE, '"}');
  },
  "a huge image": (_req, res) => {
    res.writeHead(200, { "content-type": "image/png" });
    return stream(res, "\x89PNG", HUGE, "");
  },
  "no answer at all": (_req, _res, hold) => hold(),
  "headers, then silence": (_req, res, hold) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write('{"status":');
    hold();
  },
} satisfies Record<string, Handler>;
