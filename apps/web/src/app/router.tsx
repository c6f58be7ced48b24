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
          {
            path: paths.help.path,
            lazy: () => import("../features/support/pages/HelpPage").then((module) => ({ Component: module.default })),
          },
          {
            path: paths.privacyPolicy.path,
            lazy: () =>
              import("../features/legal/pages/PrivacyPolicyPage").then((module) => ({ Component: module.default })),
          },
          {
            path: paths.termsAndConditions.path,
            lazy: () => import("../features/legal/pages/TermsPage").then((module) => ({ Component: module.default })),
          },
          {
            path: paths.cancellationAndRefund.path,
            lazy: () =>
              import("../features/legal/pages/CancellationRefundPage").then((module) => ({
                Component: module.default,
              })),
          },
          {
            path: paths.contactUs.path,
            lazy: () =>
              import("../features/support/pages/ContactPage").then((module) => ({ Component: module.default })),
          },
          {
            path: paths.aboutUs.path,
            lazy: () => import("../features/legal/pages/AboutPage").then((module) => ({ Component: module.default })),
          },
          {
            path: paths.user.home.path,
            lazy: () => import("../features/home/pages/HomePage").then((module) => ({ Component: module.HomePage })),
          },
          {
            path: paths.user.category.path,
            lazy: () =>
              import("../features/catalog/pages/CategoryPage").then((module) => ({ Component: module.CategoryPage })),
          },
          {
            path: paths.user.restaurant.path,
            lazy: () =>
              import("../features/catalog/pages/RestaurantPage").then((module) => ({
                Component: module.RestaurantPage,
              })),
          },
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
              {
                path: paths.admin.restaurants.path,
                lazy: () =>
                  import("../features/restaurants/pages/AdminRestaurantsPage").then((module) => ({
                    Component: module.AdminRestaurantsPage,
                  })),
              },
              {
                path: paths.admin.restaurant.path,
                lazy: () =>
                  import("../features/restaurants/pages/RestaurantDetailPage").then((module) => ({
                    Component: module.RestaurantDetailPage,
                  })),
              },
              comingSoon(paths.admin.customers.path, "Customers"),
              comingSoon(paths.admin.riders.path, "Riders"),
              comingSoon(paths.admin.settings.path, "Settings"),
              {
                path: paths.admin.banner.path,
                lazy: () =>
                  import("../features/banners/pages/AdminBannerPage").then((module) => ({
                    Component: module.AdminBannerPage,
                  })),
              },
              {
                path: paths.admin.category.path,
                lazy: () =>
                  import("../features/categories/pages/AdminCategoryPage").then((module) => ({
                    Component: module.AdminCategoryPage,
                  })),
              },
              {
                path: paths.admin.addRestaurant.path,
                lazy: () =>
                  import("../features/restaurants/pages/AddRestaurantPage").then((module) => ({
                    Component: module.AddRestaurantPage,
                  })),
              },
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
              {
                path: paths.restaurant.detail.path,
                lazy: () =>
                  import("../features/restaurants/pages/RestaurantDetailPage").then((module) => ({
                    Component: module.RestaurantDetailPage,
                  })),
              },
              comingSoon(paths.restaurant.orders.path, "Orders"),
              comingSoon(paths.restaurant.order.path, "Order Details"),
              comingSoon(paths.restaurant.report.path, "Report"),
              {
                path: paths.restaurant.products.path,
                lazy: () =>
                  import("../features/products/pages/ProductsPage").then((module) => ({
                    Component: module.ProductsPage,
                  })),
              },
              {
                path: paths.restaurant.addProduct.path,
                lazy: () =>
                  import("../features/products/pages/AddProductPage").then((module) => ({
                    Component: module.AddProductPage,
                  })),
              },
              {
                path: paths.restaurant.settings.path,
                lazy: () =>
                  import("../features/restaurants/pages/RestaurantSettingsPage").then((module) => ({
                    Component: module.RestaurantSettingsPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
