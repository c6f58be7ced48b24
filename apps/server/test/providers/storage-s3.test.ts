/**
 * S3 storage against a real S3-protocol server (s3rver) on 127.0.0.1: two app instances on one database share the
 * bucket, so a picture stored through one is served through the other, and a removed one is gone from both.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig, type StorageConfig } from "../../src/config";
import { DEMO, seedDemo } from "../../src/db/seed/seed";
import { s3Storage } from "../../src/providers/storage/s3";
import { freshDatabase, testConfig } from "../helpers/app";
import { bearer, imageForm, multipart, solidImage } from "../modules/media/form";

type App = Awaited<ReturnType<typeof buildApp>>;

const BUCKET = "zaika-images";
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

let server: S3rver;
let endpoint: string;
let client: S3Client;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let nodes: { a: App; b: App; dataDirs: string[] };
let storage: Extract<StorageConfig, { provider: "s3" }>;

beforeAll(async () => {
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), "zaika-s3rver-")),
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  storage = { provider: "s3", bucket: BUCKET, region: "us-east-1", endpoint, ...CREDENTIALS, publicUrl: undefined };

  database = await freshDatabase();
  await seedDemo(database.db);
  // Two nodes: the same database and bucket, each with its own data directory (nothing shared on disk).
  const configs = [testConfig({ storage }), testConfig({ storage })] as const;
  const [a, b] = [
    await buildApp({ config: configs[0], database, logger: false }),
    await buildApp({ config: configs[1], database, logger: false }),
  ];
  nodes = { a, b, dataDirs: configs.map((config) => config.dataDir) };
}, 60_000);

afterAll(async () => {
  await nodes?.a.close();
  await nodes?.b.close();
  await database?.dispose();
  client?.destroy();
  await server?.close();
});

async function ownerToken(app: App): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: DEMO.restaurant.email, password: DEMO.restaurant.password },
  });
  return res.json().accessToken;
}

async function bucketObject(key: string): Promise<Buffer | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchKey") return null;
    throw error;
  }
}

const keyOf = (url: string) => url.replace(/^\/uploads\//, "");

describe("two nodes on one S3 bucket", () => {
  it("serves through node B an image uploaded through node A, from the bucket, with its type and cache header", async () => {
    const token = await ownerToken(nodes.a);
    const form = imageForm(await solidImage(120, 90));
    const uploaded = await nodes.a.inject({
      method: "POST",
      url: "/api/media/images?purpose=product",
      headers: { ...form.headers, ...bearer(token) },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json().data;
    expect(url).toMatch(/^\/uploads\/product\/[0-9a-f-]{36}\.webp$/);

    const stored = await bucketObject(keyOf(url));
    expect(stored).not.toBeNull();
    const served = await nodes.b.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.equals(stored as Buffer)).toBe(true);
    // Nothing went to either node's disk.
    for (const dataDir of nodes.dataDirs) expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
  });

  it("deletes a replaced logo from the bucket, so node B then answers 404", async () => {
    const token = await ownerToken(nodes.a);
    const restaurant = await nodes.a.inject({ method: "GET", url: "/api/restaurant", headers: bearer(token) });
    const id = restaurant.json().data._id as string;
    const putLogo = async () => {
      const form = multipart([
        { name: "logo", filename: "l.png", contentType: "image/png", data: await solidImage(80, 80) },
      ]);
      const res = await nodes.a.inject({
        method: "PUT",
        url: `/api/admin/restaurant/${id}/update-images`,
        headers: { ...form.headers, ...bearer(token) },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.images.logo as string;
    };
    const first = await putLogo();
    expect((await nodes.b.inject({ method: "GET", url: first })).statusCode).toBe(200);
    const second = await putLogo();
    expect(await bucketObject(keyOf(first))).toBeNull();
    const gone = await nodes.b.inject({ method: "GET", url: first });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    expect((await nodes.b.inject({ method: "GET", url: second })).statusCode).toBe(200);
  });
});

describe("the S3 provider", () => {
  it("puts, reads and removes objects; with a public URL it hands out and takes back that address", async () => {
    const plain = s3Storage({ ...storage });
    const viaApp = await plain.put("test/plain.webp", Buffer.from("RIFF....WEBP"), "image/webp");
    expect(viaApp).toBe("/uploads/test/plain.webp");

    const cdn = s3Storage({ ...storage, publicUrl: "https://img.zaika.test/media/" });
    const url = await cdn.put("test/public.webp", Buffer.from("RIFF....WEBP"), "image/webp");
    expect(url).toBe("https://img.zaika.test/media/test/public.webp");
    const file = await cdn.get("test/public.webp");
    expect(file?.contentType).toBe("image/webp");
    expect(file?.size).toBe(12);
    file?.body.resume();

    await cdn.remove(url);
    await cdn.remove(viaApp);
    expect(await cdn.get("test/public.webp")).toBeNull();
    expect(await bucketObject("test/plain.webp")).toBeNull();
    // Keys the server never makes name nothing; foreign URLs are left alone.
    expect(await cdn.get("../test/plain.webp")).toBeNull();
    await expect(cdn.remove("https://elsewhere.test/test/x.webp")).resolves.toBeUndefined();
    plain.close?.();
    cdn.close?.();
  });

  it("lets pages load images from S3_PUBLIC_URL's origin (CSP img-src) when one is set", async () => {
    const app = await buildApp({
      config: testConfig({ storage: { ...storage, publicUrl: "https://img.zaika.test/media" } }),
      database,
      logger: false,
    });
    try {
      const res = await app.inject({ method: "GET", url: "/api/health" });
      const imgSrc = String(res.headers["content-security-policy"])
        .split(";")
        .find((d) => d.trim().startsWith("img-src"));
      expect(imgSrc).toContain("https://img.zaika.test");
    } finally {
      await app.close();
    }
  });

  it("is chosen by S3_BUCKET, with the other S3_* settings; a setting without the bucket is refused", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "zaika-config-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: "ap-south-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://img.zaika.test",
    });
    expect(config.storage).toEqual({
      provider: "s3",
      bucket: BUCKET,
      region: "ap-south-1",
      endpoint,
      accessKeyId: "key",
      secretAccessKey: "secret",
      publicUrl: "https://img.zaika.test",
    });
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ provider: "local" });
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: endpoint })).toThrow(/S3_BUCKET/);
  });
});
