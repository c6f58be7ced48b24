/** Access tokens: HS256 JWTs valid 15 minutes, carrying sub, role and name. */

import { type AccessClaims, AccessClaimsSchema } from "@zaika/contract/auth";
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from "@zaika/contract/constants";
import { jwtVerify, SignJWT } from "jose";

export interface AccessTokens {
  sign(user: { id: string; role: Role; name: string }): Promise<string>;
  /** Returns the claims, or null for a token that is malformed, forged or expired. */
  verify(token: string): Promise<AccessClaims | null>;
}

export function accessTokens(secret: string, now: () => Date): AccessTokens {
  // Imported once: handing jose the raw bytes made it import the key into WebCrypto on every call, a measurable share
  // of each request's CPU under load.
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  return {
    sign: async (user) => {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ role: user.role, name: user.name })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(user.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ["HS256"], currentDate: now() });
        const claims = AccessClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
