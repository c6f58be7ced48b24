/** The route tree (spec §2). Every page is loaded lazily; guards and layouts wrap the areas. */
import { createBrowserRouter, type RouteObject } from "react-router";
import { FullScreenSpinner } from "../components/ui/Spinner";
import { paths } from "../config/paths";
import { RequireRole } from "./guards/RequireRole";
import { PublicLayout } from "./layouts/PublicLayout";
import { RootLayout } from "./layouts/RootLayout";
import type { RouteHandle } from "./routes/ComingSoonPage";
import { RouteErrorPage } from "./routes/RouteErrorPage";

/** A section still to be built: a lazily loaded "Coming soon" page titled after the section. */
function comingSoon(path: string, title: string): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    lazy: () => import("./routes/ComingSoonPage").then((module) => ({ Component: module.ComingSoonPage })),
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        path: paths.home.path,
        lazy: () => import("./routes/HomeRedirect").then((module) => ({ Component: module.HomeRedirect })),
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.login.path,
            lazy: () => import("../features/auth/pages/LoginPage").then((module) => ({ Component: module.LoginPage })),
          },
          comingSoon(paths.help.path, "Help"),
          comingSoon(paths.privacyPolicy.path, "Privacy Policy"),
          comingSoon(paths.termsAndConditions.path, "Terms & Conditions"),
          comingSoon(paths.cancellationAndRefund.path, "Cancellation and Refund"),
          comingSoon(paths.contactUs.path, "Contact Us"),
          comingSoon(paths.aboutUs.path, "About Us"),
          {
            path: paths.user.home.path,
            lazy: () => import("../features/home/pages/HomePage").then((module) => ({ Component: module.HomePage })),
          },
          comingSoon(paths.user.category.path, "Category"),
          comingSoon(paths.user.restaurant.path, "Restaurant"),
          {
            element: <RequireRole roles={["user"]} />,
            children: [
              {
                path: paths.user.profile.path,
                lazy: () =>
                  import("../features/profile/pages/ProfilePage").then((module) => ({ Component: module.ProfilePage })),
              },
              comingSoon(paths.user.addresses.path, "Saved Addresses"),
              comingSoon(paths.user.orderHistory.path, "Order Details"),
            ],
          },
          {
            element: <RequireRole />,
            children: [
              comingSoon(paths.user.cart.path, "Cart"),
              comingSoon(paths.user.payment.path, "Payment"),
              comingSoon(paths.user.orderPlaced.path, "Order Placed"),
            ],
          },
          {
            path: "*",
            lazy: () => import("./routes/NotFoundPage").then((module) => ({ Component: module.NotFoundPage })),
          },
        ],
      },
      {
        element: <RequireRole roles={["admin"]} />,
        children: [
          {
            lazy: () => import("./layouts/DashboardLayout").then((module) => ({ Component: module.AdminLayout })),
            children: [
              {
                path: paths.admin.dashboard.path,
                lazy: () =>
                  import("../features/dashboard/pages/AdminDashboardPage").then((module) => ({
                    Component: module.AdminDashboardPage,
                  })),
              },
              comingSoon(paths.admin.orders.path, "Orders"),
              comingSoon(paths.admin.restaurants.path, "Restaurants"),
              comingSoon(paths.admin.restaurant.path, "Restaurant"),
              comingSoon(paths.admin.customers.path, "Customers"),
              comingSoon(paths.admin.riders.path, "Riders"),
              comingSoon(paths.admin.settings.path, "Settings"),
              comingSoon(paths.admin.banner.path, "Banner"),
              comingSoon(paths.admin.category.path, "Category"),
              comingSoon(paths.admin.addRestaurant.path, "Add Restaurant"),
              comingSoon(paths.admin.orderHistory.path, "Order Details"),
            ],
          },
        ],
      },
      {
        element: <RequireRole roles={["restaurant"]} />,
        children: [
          {
            lazy: () => import("./layouts/DashboardLayout").then((module) => ({ Component: module.RestaurantLayout })),
            children: [
              {
                path: paths.restaurant.dashboard.path,
                lazy: () =>
                  import("../features/dashboard/pages/RestaurantDashboardPage").then((module) => ({
                    Component: module.RestaurantDashboardPage,
                  })),
              },
              comingSoon(paths.restaurant.detail.path, "Restaurant Profile"),
              comingSoon(paths.restaurant.orders.path, "Orders"),
              comingSoon(paths.restaurant.order.path, "Order Details"),
              comingSoon(paths.restaurant.report.path, "Report"),
              comingSoon(paths.restaurant.products.path, "Products"),
              comingSoon(paths.restaurant.addProduct.path, "Add Product"),
              comingSoon(paths.restaurant.settings.path, "Settings"),
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
