/**
 * Reads the claims of an access token on the client (no signature check: the server verifies every call). Checked by
 * hand against the contract's AccessClaims rather than with its zod schema: every signed-in page load reads a token
 * before its first render, and zod (about 25 KB) would then be on that path.
 */
import type { AccessClaims } from "@zaika/contract/auth";
import { ROLES } from "@zaika/contract/constants";
import { MESSAGES } from "@zaika/contract/messages";

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(segment.length / 4) * 4, "=");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** AccessClaimsSchema's rules: a non-empty subject, a known role, a name, an expiry and an optional issue time. */
function claimsOf(payload: unknown): AccessClaims | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { sub, role, name, exp, iat } = payload as Record<string, unknown>;
  if (typeof sub !== "string" || sub === "" || typeof name !== "string" || typeof exp !== "number") return null;
  const knownRole = ROLES.find((candidate) => candidate === role);
  if (!knownRole || (iat !== undefined && typeof iat !== "number")) return null;
  return { sub, role: knownRole, name, exp, ...(iat === undefined ? {} : { iat }) };
}

function readClaims(token: string): AccessClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return claimsOf(JSON.parse(decodeBase64Url(parts[1])));
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
