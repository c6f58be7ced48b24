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
  const key = new TextEncoder().encode(secret);
  return {
    sign: (user) => {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ role: user.role, name: user.name })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(user.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], currentDate: now() });
        const claims = AccessClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
