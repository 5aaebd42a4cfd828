/**
 * What one caller may hold of the graphql-ws server (docs/system-contract.md section 13, issue 57 finding 6), on a
 * gateway with small limits in front of the real vendor API: subscriptions per connection, subscribe messages per
 * second, connections per session, a client that does not read (closed 4008), and a session under a forced password
 * change (PASSWORD_CHANGE_REQUIRED, as its data calls). A raw `ws` client sends exactly the messages each case needs.
 */
import { and, eq } from "drizzle-orm";
import WebSocket from "ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { roles, userRoles, users } from "../../vendor-api/src/db/schema";
import { DemoIds } from "../../vendor-api/src/seed/demo";
import { hashPassword } from "../../vendor-api/src/security/passwords";
import { startGateway, type RunningGateway } from "../../gateway/src/server";
import { startSalesStack, type SalesStack } from "./support/sales";

const LIMITS = { perConnection: 3, connectionsPerSession: 2, subscribesPerSecond: 10, sendQueueBytes: 64 * 1024 };
const ORDER_CHANGED = `subscription { orderChanged { id state } }`;

let stack: SalesStack;
let gateway: RunningGateway;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  stack = await startSalesStack();
  gateway = await startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl: stack.proxy.url,
    logLevel: "silent",
    subscriptionLimits: LIMITS,
  });
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
afterAll(async () => {
  await gateway?.close();
  await stack?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read graphql-ws messages loosely
type Message = Record<string, any>;

interface RawSocket {
  ws: WebSocket;
  /** Whether the gateway acknowledged connection_init (false: it closed the connection instead). */
  acked: boolean;
  messages: Message[];
  /** The first message `matches` accepts, heard already or when it comes. */
  next(matches: (message: Message) => boolean): Promise<Message>;
  closed: Promise<{ code: number; reason: string }>;
  send(message: Message): void;
  close(): Promise<void>;
}

/** A graphql-transport-ws connection with `token` in connection_init, once the gateway acknowledged or closed it. */
async function connect(token: string): Promise<RawSocket> {
  const ws = new WebSocket(`${gateway.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
  const messages: Message[] = [];
  const waiting: { matches: (message: Message) => boolean; resolve: (message: Message) => void }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on("message", (data) => {
    const message = JSON.parse(data.toString()) as Message;
    messages.push(message);
    for (const waiter of waiting.filter((entry) => entry.matches(message))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  ws.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${token}` } }));
  const socket: RawSocket = {
    ws,
    acked: false,
    messages,
    next: (matches) =>
      new Promise((resolve) => {
        const heard = messages.find(matches);
        if (heard) resolve(heard);
        else waiting.push({ matches, resolve });
      }),
    closed,
    send: (message) => ws.send(JSON.stringify(message)),
    async close() {
      if (ws.readyState !== WebSocket.CLOSED) ws.terminate();
      await closed;
    },
  };
  sockets.push(socket);
  socket.acked = await Promise.race([
    socket.next((message) => message.type === "connection_ack").then(() => true),
    closed.then(() => false),
  ]);
  return socket;
}

const subscribe = (socket: RawSocket, id: string, query = ORDER_CHANGED) =>
  socket.send({ id, type: "subscribe", payload: { query } });
const errorOf = (socket: RawSocket, id: string) =>
  socket.next((message) => message.id === id && message.type === "error").then((message) => message.payload[0]);
/** A session of its own for each case, so no connection of another case counts against it. */
const adminSession = () => stack.login("admin", "admin123");

describe("subscriptions per connection", () => {
  it("refuses the subscription past SUBSCRIPTIONS_PER_CONNECTION with an error for its id; one completed frees a place", async () => {
    const socket = await connect(await adminSession());
    expect(socket.acked).toBe(true);
    for (const id of ["s1", "s2", "s3", "s4"]) subscribe(socket, id);
    expect(await errorOf(socket, "s4")).toMatchObject({
      extensions: { code: "RATE_LIMITED", limit: "SUBSCRIPTIONS_PER_CONNECTION" },
    });

    socket.send({ id: "s1", type: "complete" });
    subscribe(socket, "s5");
    subscribe(socket, "s6");
    // Messages are answered in order: s6's refusal comes after whatever s5 was told.
    expect(await errorOf(socket, "s6")).toMatchObject({ extensions: { limit: "SUBSCRIPTIONS_PER_CONNECTION" } });
    expect(socket.messages.filter((message) => ["s1", "s2", "s3", "s5"].includes(message.id))).toEqual([]);
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe("subscribe messages per second", () => {
  it("answers a flood past SUBSCRIBE_MESSAGES_PER_SECOND with refusals only, and keeps the connection", async () => {
    const socket = await connect(await adminSession());
    const ids = Array.from({ length: 200 }, (_, index) => `f${index}`);
    // Sent in one go: the gateway reads them within the same second.
    for (const id of ids) subscribe(socket, id);
    const refusals = await Promise.all(ids.map((id, index) => (index < 3 ? undefined : errorOf(socket, id))));
    expect(refusals.slice(3, 10).map((error) => error?.extensions.limit)).toEqual(
      Array(7).fill("SUBSCRIPTIONS_PER_CONNECTION"),
    );
    expect(new Set(refusals.slice(10).map((error) => error?.extensions.limit))).toEqual(
      new Set(["SUBSCRIBE_MESSAGES_PER_SECOND"]),
    );
    expect(refusals[10]).toMatchObject({ extensions: { code: "RATE_LIMITED", retryAfterSeconds: 1 } });
    expect(socket.messages.filter((message) => ["f0", "f1", "f2"].includes(message.id))).toEqual([]);
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe("connections per session", () => {
  it("closes the connection past SUBSCRIPTION_CONNECTIONS_PER_SESSION with 4429; another session is not held back", async () => {
    const session = await adminSession();
    const [first, second] = [await connect(session), await connect(session)];
    expect([first.acked, second.acked]).toEqual([true, true]);
    const third = await connect(session);
    expect(third.acked).toBe(false);
    expect(await third.closed).toEqual({
      code: 4429,
      reason: "Too many connections for this session or API token (SUBSCRIPTION_CONNECTIONS_PER_SESSION)",
    });

    expect((await connect(await adminSession())).acked).toBe(true);
    await first.close();
    expect((await connect(session)).acked).toBe(true);
  });
});

describe("a client that does not read", () => {
  it("is closed with 4008 once SUBSCRIPTION_SEND_QUEUE_BYTES wait to be sent, not buffered without end", async () => {
    const socket = await connect(await adminSession());
    socket.ws.pause();
    // Each ping is answered with a pong carrying its payload: 400 × 60 KB is more than the kernel's buffers hold.
    const pings = 400;
    const payload = { pad: "x".repeat(60_000) };
    await Promise.all(
      Array.from(
        { length: pings },
        () =>
          new Promise<void>((resolve, reject) =>
            socket.ws.send(JSON.stringify({ type: "ping", payload }), (error) => (error ? reject(error) : resolve())),
          ),
      ),
    );
    socket.ws.resume();
    const ended = await Promise.race([
      socket.closed,
      socket.next(() => socket.messages.filter((message) => message.type === "pong").length === pings),
    ]);
    expect(ended).toEqual({ code: 4008, reason: "The client does not read what it is sent" });
    expect(socket.messages.filter((message) => message.type === "pong").length).toBeLessThan(pings);
  });
});

describe("a forced password change", () => {
  it("refuses every subscription with PASSWORD_CHANGE_REQUIRED, the code of the session's data calls", async () => {
    const [viewer] = await stack.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, DemoIds.tenants.demoTours), eq(roles.name, "Sales viewer")));
    const [user] = await stack.db
      .insert(users)
      .values({
        tenantId: DemoIds.tenants.demoTours,
        username: "reset-viewer",
        passwordHash: await hashPassword("reset123"),
        mustChangePassword: true,
      })
      .returning();
    await stack.db.insert(userRoles).values({ userId: user.id, roleId: viewer.id });
    const token = await stack.login("reset-viewer", "reset123");

    const data = await stack.run(`{ orders(page: { number: 1, size: 1 }) { total } }`, {}, token);
    expect(data.errors?.[0]?.extensions?.code).toBe("PASSWORD_CHANGE_REQUIRED");

    const socket = await connect(token);
    subscribe(socket, "p1");
    expect(await errorOf(socket, "p1")).toMatchObject({
      message: "Please change your password before you continue",
      extensions: { code: "PASSWORD_CHANGE_REQUIRED" },
    });
  });
});
