/** Reads the claims of an access token on the client (no signature check: the server verifies every call). */
import { type AccessClaims, AccessClaimsSchema } from "@zaika/contract/auth";
import { MESSAGES } from "@zaika/contract/messages";

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(segment.length / 4) * 4, "=");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function readClaims(token: string): AccessClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const result = AccessClaimsSchema.safeParse(JSON.parse(decodeBase64Url(parts[1])));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The token's claims; throws Error("Invalid token") when the token does not decode (spec §5). */
export function decodeAccessToken(token: string): AccessClaims {
  const claims = readClaims(token);
  if (!claims) throw new Error(MESSAGES.invalidToken);
  return claims;
}
