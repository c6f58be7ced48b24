/** Every URL of the web app (spec §2): `path` is the route pattern, `getHref` builds a link to it. */
import type { Role } from "@zaika/contract/constants";

function fixed<P extends string>(path: P) {
  return { path, getHref: () => path };
}

const segment = encodeURIComponent;

export const paths = {
  home: fixed("/"),
  login: fixed("/login"),
  help: fixed("/help"),
  privacyPolicy: fixed("/privacy-policy"),
  termsAndConditions: fixed("/terms-and-conditions"),
  cancellationAndRefund: fixed("/cancellation-and-refund"),
  contactUs: fixed("/contact-us"),
  aboutUs: fixed("/about-us"),

  user: {
    home: fixed("/user"),
    category: {
      path: "/user/category/:id",
      getHref: (id: string, name: string) => `/user/category/${segment(id)}?category=${segment(name)}`,
    },
    restaurant: { path: "/user/restaurant/:id", getHref: (id: string) => `/user/restaurant/${segment(id)}` },
    profile: fixed("/user/profile"),
    addresses: fixed("/user/profile/address"),
    /** The customer's orders; `show` keeps the status filter (contract order-history.ts). */
    orders: {
      path: "/user/profile/order-history",
      getHref: (show?: string) =>
        `/user/profile/order-history${show && show !== "all" ? `?show=${segment(show)}` : ""}`,
    },
    orderHistory: {
      path: "/user/profile/order-history/:id",
      getHref: (id: string) => `/user/profile/order-history/${segment(id)}`,
    },
    /** The offers running now; `code` highlights one (a banner's link, issue 14). */
    offers: {
      path: "/user/offers",
      getHref: (code?: string) => `/user/offers${code ? `?code=${segment(code)}` : ""}`,
    },
    cart: fixed("/user/cart"),
    payment: fixed("/user/cart/payment"),
    orderPlaced: fixed("/user/cart/payment/order-placed"),
  },

  admin: {
    dashboard: fixed("/admin"),
    orders: fixed("/admin/orders"),
    dispatch: fixed("/admin/dispatch"),
    settlements: fixed("/admin/settlements"),
    riderCash: fixed("/admin/rider-cash"),
    restaurants: fixed("/admin/restaurants"),
    restaurant: { path: "/admin/restaurant/:id", getHref: (id: string) => `/admin/restaurant/${segment(id)}` },
    customers: fixed("/admin/customers"),
    reviews: fixed("/admin/reviews"),
    riders: fixed("/admin/riders"),
    settings: fixed("/admin/settings"),
    banner: fixed("/admin/banner"),
    coupons: fixed("/admin/coupons"),
    category: fixed("/admin/category"),
    addRestaurant: fixed("/admin/add-restaurant"),
    orderHistory: {
      path: "/admin/order-history/:id",
      getHref: (id: string) => `/admin/order-history/${segment(id)}`,
    },
  },

  rider: {
    home: fixed("/rider"),
  },

  restaurant: {
    dashboard: fixed("/restaurant"),
    detail: { path: "/restaurant/:id", getHref: (id: string) => `/restaurant/${segment(id)}` },
    orders: fixed("/restaurant/orders"),
    order: { path: "/restaurant/orders/:id", getHref: (id: string) => `/restaurant/orders/${segment(id)}` },
    report: fixed("/restaurant/report"),
    reviews: fixed("/restaurant/reviews"),
    products: fixed("/restaurant/products"),
    addProduct: fixed("/restaurant/addProduct"),
    settings: fixed("/restaurant/settings"),
  },
} as const;

/** The page a signed-in user's "Profile" menu entry opens (spec §2 user menu). */
export function profileHrefFor(role: Role): string {
  if (role === "restaurant") return paths.restaurant.dashboard.getHref();
  if (role === "admin") return paths.admin.dashboard.getHref();
  if (role === "rider") return paths.rider.home.getHref();
  return paths.user.profile.getHref();
}
