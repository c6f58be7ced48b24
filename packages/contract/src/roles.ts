/** Rules about roles that the web app needs on its first screen, kept free of zod so they cost no bundle weight. */

/** Where each role lands after signing in (spec §2 role-based home redirect). */
export function homePathFor(role: string | undefined): "/restaurant" | "/admin" | "/rider" | "/user" {
  if (role === "restaurant") return "/restaurant";
  if (role === "admin") return "/admin";
  if (role === "rider") return "/rider";
  return "/user";
}
