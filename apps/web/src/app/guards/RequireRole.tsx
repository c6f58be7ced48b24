/**
 * Route guard (spec §6): signed-out visitors go to /login (and come back after signing in); a signed-in user
 * whose role is not allowed goes to /. Convenience only: the server enforces every role.
 */
import type { Role } from "@zaika/contract/constants";
import type { ReactNode } from "react";
import { FullScreenSpinner } from "../../components/ui/Spinner";
import { paths } from "../../config/paths";
import { useAuth } from "../../lib/auth-store";
import { Navigate, Outlet, useLocation } from "../../lib/router";

type RequireRoleProps = {
  /** Roles allowed in; leave out to let any signed-in user in. */
  roles?: readonly Role[];
  children?: ReactNode;
};

export function RequireRole({ roles, children }: RequireRoleProps) {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === "loading") return <FullScreenSpinner />;
  if (auth.status === "signedOut") {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref()} replace state={{ from }} />;
  }
  if (roles && !roles.includes(auth.user.role)) return <Navigate to={paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}
