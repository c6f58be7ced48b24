/**
 * Migrates (and seeds) once per run; each test file then starts from a copy instead of running initdb, the migrations
 * and the seed again. PGlite: dumps of the data directory in a temporary folder. PostgreSQL: template databases.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase } from "../src/db/client";
import { seedDemo } from "../src/db/seed/seed";

/** Where a fresh database is copied from: migrated only, or migrated and seeded with the demo accounts. */
export interface DatabaseTemplates {
  migrated: string;
  seeded: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: paths of data-directory dumps; PostgreSQL: names of template databases on DATABASE_URL's server. */
    databaseTemplates: DatabaseTemplates;
  }
}

async function dumpPglite(database: Database, file: string): Promise<void> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // Uncompressed: gunzipping in every test file would cost more than reading the larger file.
  const dump = await client.dumpDataDir("none");
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; dispose(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), "zaika-test-templates-"));
  const templates = { migrated: path.join(dir, "migrated.tar"), seeded: path.join(dir, "seeded.tar") };
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  try {
    await database.migrate();
    await dumpPglite(database, templates.migrated);
    await seedDemo(database.db);
    await dumpPglite(database, templates.seeded);
  } finally {
    await database.close();
  }
  return { templates, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTemplates(
  adminUrl: string,
): Promise<{ templates: DatabaseTemplates; dispose(): Promise<void> }> {
  const prefix = `zaika_template_${randomBytes(4).toString("hex")}`;
  const templates = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const build = async (name: string, from: string | null, fill: (database: Database) => Promise<void>) => {
    await admin.query(`create database ${name}${from ? ` template ${from}` : ""}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 });
    try {
      await fill(database);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
      await database.close();
    }
  };
  const dispose = async () => {
    for (const name of [templates.seeded, templates.migrated])
      await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    await build(templates.migrated, null, (database) => database.migrate());
    await build(templates.seeded, templates.migrated, (database) => seedDemo(database.db));
  } catch (error) {
    await dispose().catch(() => {});
    throw error;
  }
  return { templates, dispose };
}

/**
 * The server project runs with `isolate: false` (vitest.config.ts): a worker's files share one module graph, so a
 * vi.mock in one file would leak into whichever files run after it in that worker, and they would fail far from the
 * cause. Refused here instead; hand a test its fake through the app's options (clock, providers, database).
 */
function refuseModuleMocks(root: string): void {
  const offenders = readdirSync(path.join(root, "test"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, "test", file), "utf8")));
  if (offenders.length > 0)
    throw new Error(`vi.mock is not available in the server tests (isolate: false): ${offenders.join(", ")}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  refuseModuleMocks(project.config.root);
  const adminUrl = process.env.DATABASE_URL;
  const { templates, dispose } = adminUrl ? await postgresTemplates(adminUrl) : await pgliteTemplates();
  project.provide("databaseTemplates", templates);
  return async () => {
    await dispose();
  };
}
