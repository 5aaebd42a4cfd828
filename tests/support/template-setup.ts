/**
 * Makes the run's vendor API templates (tests/support/vendor-api-template.ts) once, before the files start: the
 * projects of one run (vendor API, gateway, resilience) share them, named after the run's process.
 */
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { onServer } from "./postgres";
import { fillDatabaseTemplate, writeTemplate } from "./vendor-api-template";

const folder = path.join(tmpdir(), `vendor-api-template-${process.pid}`);
const file = path.join(folder, "template.tar");
const databaseTemplate = `vt_template_${process.pid}`;

/** The template database on TEST_DATABASE_URL's server, made by the run's first project. */
async function makeDatabaseTemplate(serverUrl: string): Promise<void> {
  const exists = await onServer(serverUrl, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [databaseTemplate]);
    if (!rowCount) await client.query(`create database ${databaseTemplate}`);
    return Boolean(rowCount);
  });
  if (exists) return;
  const url = new URL(serverUrl);
  url.pathname = `/${databaseTemplate}`;
  await fillDatabaseTemplate(url.toString());
}

export default async function setup(project: TestProject) {
  if (!existsSync(file)) {
    await mkdir(folder, { recursive: true });
    await writeTemplate(file);
  }
  project.provide("vendorApiTemplate", file);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await makeDatabaseTemplate(serverUrl);
  project.provide("vendorApiDatabaseTemplate", serverUrl ? databaseTemplate : "");
  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (serverUrl)
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${databaseTemplate} with (force)`));
  };
}
