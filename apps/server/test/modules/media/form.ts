/** Test helpers: hand-built multipart bodies and generated images. */
import { randomBytes } from "node:crypto";
import sharp from "sharp";

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body and its content-type header, built by hand. */
export function multipart(parts: FormPart[]): { payload: Buffer; headers: { "content-type": string } } {
  const boundary = `----zaika-test-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("data" in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from("\r\n"),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A single image in the `image` field (plus optional text fields). */
export function imageForm(
  data: Buffer,
  options: { filename?: string; contentType?: string; fields?: Record<string, string> } = {},
) {
  return multipart([
    ...Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value })),
    { name: "image", filename: options.filename ?? "photo.png", contentType: options.contentType ?? "image/png", data },
  ]);
}

/** A small solid-colour image. */
export function solidImage(width: number, height: number, format: "png" | "jpeg" | "webp" = "png"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 230, g: 90, b: 40 } } })
    [format]()
    .toBuffer();
}

/** Random noise compresses badly: a PNG of about `megabytes` MB. */
export function noisePng(megabytes: number): Promise<Buffer> {
  const width = 1500;
  const height = Math.ceil((megabytes * 1024 * 1024) / (width * 3));
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
