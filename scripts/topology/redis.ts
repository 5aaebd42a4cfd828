/** A private Redis for the topology's gateways, on a loopback port, nothing saved: what they share is short-lived. */
import { startChild, type Child } from "./child";

export interface RedisServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(port: number): Promise<RedisServer> {
  let child: Child | undefined;
  const start = async () => {
    ({ child } = await startChild(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { ready: /Ready to accept connections/ },
    ));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: async () => {
      await child?.stop();
      child = undefined;
    },
  };
}
