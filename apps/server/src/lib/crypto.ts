/** Hashing helpers for passwords, codes and tokens kept at rest. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { hash as argonHash } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  // argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
  return argonHash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

/** A keyed hash: codes have little entropy, so a server-held key keeps a leaked table useless. */
export function hmac(key: string, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

/** For high-entropy random tokens a plain hash suffices. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** A numeric code from the CSPRNG, zero-padded. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
