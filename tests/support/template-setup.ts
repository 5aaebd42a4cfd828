/**
 * Makes the run's vendor API template (tests/support/vendor-api-template.ts) once, before the files start: the projects
 * of one run (vendor API, gateway, resilience) share it through a file named after the run's process.
 */
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { writeTemplate } from "./vendor-api-template";

const folder = path.join(tmpdir(), `vendor-api-template-${process.pid}`);
const file = path.join(folder, "template.tar");

export default async function setup(project: TestProject) {
  if (!existsSync(file)) {
    await mkdir(folder, { recursive: true });
    await writeTemplate(file);
  }
  project.provide("vendorApiTemplate", file);
  return () => rm(folder, { recursive: true, force: true });
}
