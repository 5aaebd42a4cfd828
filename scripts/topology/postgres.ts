/**
 * A private PostgreSQL 15 cluster for the topology: initdb into a folder of its own on a free loopback port, never
 * the machine's own cluster. PostgreSQL refuses to run as root, so as root its programs run as `postgres`, which owns
 * the folder.
 */
import { chown, mkdir } from "node:fs/promises";
import path from "node:path";
import { run } from "./child";

const BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

export interface Postgres {
  /** The server's URL (user postgres, trust on loopback): point DATABASE_URL at a database of it. */
  serverUrl: string;
  databaseUrl: string;
  start(): Promise<void>;
  /** A fast shutdown: sessions are ended, as in a failover or a restart for a new version. */
  stop(): Promise<void>;
}

export async function startPostgres(dir: string, port: number): Promise<Postgres> {
  const data = path.join(dir, "data");
  const asOwner = async (program: string, args: string[]) => {
    if (process.getuid?.() !== 0) return run(path.join(BIN, program), args);
    return run("runuser", ["-u", "postgres", "--", path.join(BIN, program), ...args]);
  };
  await mkdir(data, { recursive: true });
  if (process.getuid?.() === 0) {
    const { uid, gid } = await postgresIds();
    await chown(dir, uid, gid);
    await chown(data, uid, gid);
  }
  await asOwner("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = async () => {
    await asOwner("pg_ctl", [
      "start",
      "-D",
      data,
      "-w",
      "-t",
      "60",
      "-l",
      path.join(dir, "postgres.log"),
      "-o",
      options,
    ]);
  };
  const stop = async () => {
    await asOwner("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w", "-t", "60"]);
  };
  await start();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}`;
  await run(path.join(BIN, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "console"]);
  return { serverUrl, databaseUrl: `${serverUrl}/console`, start, stop };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}
