/**
 * A vendor API written from the protocol alone (docs/foundation-contract.md section 1: login, logout, permissions,
 * the tenant configuration, info and init state; the tag list and edit of docs/catalogue-contract.md), sharing no code with vendor-api/: it answers only the fields the protocol names, so
 * the gateway cannot lean on anything our own vendor API sends beyond them. It records every call and can be told to
 * answer a path with a chosen refusal or a transport fault.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Lower-cased by node, as HTTP header names are case-insensitive. */
  headers: IncomingMessage["headers"];
}

export interface Grant {
  type: "page" | "cmd";
  name: string;
  url: string;
}

export interface ProtocolUser {
  id: number;
  username: string;
  password: string;
  disabled?: boolean;
  grants: Grant[];
}

export interface Refusal {
  code: number;
  msg: string;
  key?: string;
  params?: Record<string, unknown>;
  result?: unknown;
  traceId?: string;
}

export type TransportFault = "non-json" | "non-envelope" | "http-500" | "reset";

export interface ProtocolTenant {
  tid: number;
  channelList: { key: string; id: number }[];
  timeZone: string;
  timeZoneId: number;
  domain: string;
}

export interface ProtocolVendorApi {
  url: string;
  tenant: ProtocolTenant;
  calls: RecordedCall[];
  /** Every later call of `path` answers `answer` instead of the route, until `clearFaults`. */
  fail(path: string, answer: Refusal | TransportFault): void;
  clearFaults(): void;
  /** Sessions the vendor API holds, by operator token. */
  sessions: Map<string, ProtocolUser>;
  close(): Promise<void>;
}

interface Tag {
  id: number;
  name: string;
  thumbnailFileId: number;
  tripCount: number;
  version: number;
  createTime: string;
}

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.msg);
  }
}

const refuse = (code: number, msg: string, extra: Partial<Refusal> = {}): never => {
  throw new Refused({ code, msg, ...extra });
};

type Route = (call: {
  body: Record<string, unknown>;
  query: URLSearchParams;
  user: ProtocolUser | null;
  token: string | null;
}) => unknown;

export async function startProtocolVendorApi(users: ProtocolUser[]): Promise<ProtocolVendorApi> {
  const tenant: ProtocolTenant = {
    tid: 7001,
    // The web channel is not the first: the gateway must pick the console's channel, not whichever comes first.
    channelList: [
      { key: "app", id: 71 },
      { key: "web", id: 72 },
    ],
    timeZone: "Europe/Berlin",
    timeZoneId: 9,
    domain: "protocol.example.com",
  };
  const tags: Tag[] = [
    { id: 1, name: "Harbour", thumbnailFileId: 501, tripCount: 0, version: 1, createTime: "2025-01-02T10:00:00Z" },
    { id: 2, name: "Castle", thumbnailFileId: 502, tripCount: 3, version: 4, createTime: "2025-01-03T10:00:00Z" },
    { id: 3, name: "Market", thumbnailFileId: 503, tripCount: 1, version: 1, createTime: "2025-01-04T10:00:00Z" },
  ];
  const sessions = new Map<string, ProtocolUser>();
  const faults = new Map<string, Refusal | TransportFault>();
  const calls: RecordedCall[] = [];

  const publicRoutes: Record<string, Route> = {
    "POST /vendor/account/login": ({ body }) => {
      const user = users.find((candidate) => candidate.username === body.username);
      if (!user || user.password !== body.password) refuse(21001, "Incorrect user name or password");
      if (user!.disabled) refuse(21199, "The account has been disabled, please contact the administrator");
      const operatorToken = randomBytes(32).toString("base64url");
      sessions.set(operatorToken, user!);
      // Exactly the protocol's login answer: no channel, no time zone, no expiry, no original tenant.
      return {
        tenantId: tenant.tid,
        username: user!.username,
        id: user!.id,
        operatorToken,
        tenantInitialized: true,
      };
    },
  };

  const sessionRoutes: Record<string, Route> = {
    "POST /vendor/account/logout": ({ token }) => {
      sessions.delete(token!);
      return null;
    },
    "POST /vendor/account/permission/load": ({ user }) => user!.grants,
    "GET /configuration/findtenant": () => ({ ...tenant }),
    "GET /tenant/info": ({ query }) => {
      if (query.get("tid") !== String(tenant.tid))
        refuse(21434, "Tenant does not match the session, please login again");
      return { tid: tenant.tid, name: "Protocol Tours", domain: tenant.domain, timeZone: tenant.timeZone };
    },
    // The init flags the protocol names, without the init flag itself: it follows from three of them.
    "GET /configuration/init/tenant/state": () => ({
      companyInfoState: true,
      taxInfoState: false,
      bankInfoState: false,
      vendorPageState: true,
      paymentState: false,
      activityState: true,
    }),
    "POST /tag/list": ({ body }) => {
      const pageNum = Number(body.pageNum);
      const pageSize = Number(body.pageSize);
      if (!Number.isInteger(pageNum) || !Number.isInteger(pageSize)) refuse(10001, "pageNum and pageSize required");
      const name = typeof body.name === "string" ? body.name : "";
      const matching = tags.filter((tag) => tag.name.includes(name));
      return { list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: matching.length };
    },
    "POST /tag/edit": ({ body }) => {
      const tag = tags.find((candidate) => candidate.id === body.id);
      if (!tag) return refuse(20404, "Not found");
      if (body.version !== tag.version) refuse(10008, "Data is out of date, please refresh and repeat.");
      if (tags.some((other) => other !== tag && other.name === body.name))
        refuse(20001, "Tag name already exist", {
          result: {
            fields: [{ field: "name", rule: "tag.nameExists", params: {}, message: "Tag name already exist" }],
          },
        });
      Object.assign(tag, { name: body.name, thumbnailFileId: body.thumbnailFileId, version: tag.version + 1 });
      return { ...tag };
    },
  };

  const sockets = new Set<Socket>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://protocol");
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    calls.push({
      method: request.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
    });

    const fault = faults.get(url.pathname);
    if (typeof fault === "string") return answerFault(fault, request, response);
    if (fault) return answer(response, fault, fault.result ?? null);

    const key = `${request.method} ${url.pathname}`;
    const route = publicRoutes[key] ?? sessionRoutes[key];
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    try {
      if (!url.searchParams.get("timestamp")) refuse(10001, "timestamp is required");
      const body = parseBody(Buffer.concat(chunks).toString("utf8"));
      const token = header(request, "operatortoken");
      const user = token ? (sessions.get(token) ?? null) : null;
      if (sessionRoutes[key]) {
        if (!user) refuse(21430, "Authorization failure, please login again.");
        if (header(request, "tid") !== String(tenant.tid))
          refuse(21434, "Tenant does not match the session, please login again");
        const channelId = header(request, "channelid");
        if (channelId && !tenant.channelList.some((channel) => String(channel.id) === channelId))
          refuse(30046, "Channel not found");
      }
      answer(response, { code: 0, msg: "success" }, await route({ body, query: url.searchParams, user, token }));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      answer(response, error.refusal, error.refusal.result ?? null);
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    tenant,
    calls,
    sessions,
    fail: (path, fault) => faults.set(path, fault),
    clearFaults: () => faults.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function answer(response: ServerResponse, status: Refusal, result: unknown) {
  const { code, msg, key, params, traceId } = status;
  response.writeHead(200, {
    "content-type": "application/json",
    "x-trace-id": traceId ?? randomBytes(8).toString("hex"),
  });
  response.end(JSON.stringify({ status: { code, msg, key, params }, result }));
}

function answerFault(fault: TransportFault, request: IncomingMessage, response: ServerResponse) {
  if (fault === "reset") {
    request.socket.destroy();
    return;
  }
  if (fault === "http-500") {
    response.writeHead(500, { "content-type": "text/plain" }).end("Internal Server Error");
    return;
  }
  response.writeHead(200, { "content-type": fault === "non-json" ? "text/html" : "application/json" });
  response.end(fault === "non-json" ? "<html>maintenance</html>" : JSON.stringify({ ok: true, data: [] }));
}

function parseBody(text: string): Record<string, unknown> {
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Falls through to the protocol's malformed-request refusal.
  }
  return refuse(10001, "The body is not a JSON object");
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
