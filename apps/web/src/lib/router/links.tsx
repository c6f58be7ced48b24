/**
 * Links within the app: <Link> (an <a> whose plain left click navigates in the app, every other click is the
 * browser's), <NavLink> (knows whether it is the current page) and <Navigate> (navigates once rendered).
 */
import { type ComponentProps, type MouseEvent, type ReactNode, useEffect } from "react";
import { createPath, resolvePath } from "./match";
import { useLocation, useNavigate } from "./render";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & { to: string; replace?: boolean; state?: unknown };

/** An address with a scheme (`https:`, `mailto:`) or a host (`//`) is left to the browser. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Whether the browser should handle the click itself (new tab or window, download, another frame). */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target?: string, download?: unknown): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== "_self") ||
    (download !== undefined && download !== false)
  );
}

export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const external = EXTERNAL.test(to);
  const href = external ? to : createPath(resolvePath(to, pathname));
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (external || leftToBrowser(event, rest.target, rest.download)) return;
        event.preventDefault();
        void navigate(href, { replace, state });
      }}
    />
  );
}

type NavLinkState = { isActive: boolean };

export type NavLinkProps = Omit<LinkProps, "className" | "children"> & {
  /** Active only on its own address, not below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
};

/** A link that is active (aria-current="page", class "active") on its address and, unless `end`, below it. */
export function NavLink({ end = false, className, children, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  // Case and a trailing slash do not count, as in matching routes: "/Admin/" is "/admin".
  const location = pathname.replace(/(.)\/+$/, "$1").toLowerCase();
  const to = resolvePath(rest.to, pathname).pathname.toLowerCase();
  // As React Router: "/admin/" is active on "/admin/x" as "/admin" is, but "/" only on "/".
  const endSlash = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  const isActive = location === to || (!end && location.startsWith(to) && location.charAt(endSlash) === "/");
  const state = { isActive };
  return (
    <Link
      {...rest}
      aria-current={isActive ? "page" : undefined}
      className={
        typeof className === "function"
          ? className(state)
          : [className, isActive ? "active" : ""].filter(Boolean).join(" ") || undefined
      }
    >
      {typeof children === "function" ? children(state) : children}
    </Link>
  );
}

/** Navigates once rendered (in an effect: drawn outside a browser it does nothing). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
