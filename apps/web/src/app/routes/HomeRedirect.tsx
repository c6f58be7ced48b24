/** "/": sends each role to its home (spec §2 role-based home redirect). */
import { homePathFor } from "@zaika/contract/roles";
import { useAuth } from "../../lib/auth-store";
import { Navigate } from "../../lib/router";

export function HomeRedirect() {
  const { user } = useAuth();
  return <Navigate to={homePathFor(user?.role)} replace />;
}
