/** The route tree (spec §2), without a router, so the first view can also be drawn outside a browser (app/first-view). Every page is loaded lazily; guards and layouts wrap the areas. */

import { paths } from "../config/paths";
import { withTexts } from "../lib/i18n";
import type { RouteObject } from "../lib/router";
import { AppLoading } from "./AppLoading";
import { RequireRole } from "./guards/RequireRole";
import { PublicLayout } from "./layouts/PublicLayout";
import { RootLayout } from "./layouts/RootLayout";
import { RouteErrorPage } from "./routes/RouteErrorPage";

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        path: paths.home.path,
        lazy: () => {
          // "/" sends customers and visitors (most of its callers) on to the customer home: its page starts loading
          // now, beside the redirect, instead of after it.
          void import("../features/home/pages/HomePage").catch(() => undefined);
          return import("./routes/HomeRedirect").then((module) => ({ Component: module.HomeRedirect }));
        },
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
            lazy: () =>
              withTexts("pages", import("../features/support/pages/HelpPage")).then((module) => ({
                Component: module.default,
              })),
          },
          {
            path: paths.privacyPolicy.path,
            lazy: () =>
              withTexts("pages", import("../features/legal/pages/PrivacyPolicyPage")).then((module) => ({
                Component: module.default,
              })),
          },
          {
            path: paths.termsAndConditions.path,
            lazy: () =>
              withTexts("pages", import("../features/legal/pages/TermsPage")).then((module) => ({
                Component: module.default,
              })),
          },
          {
            path: paths.cancellationAndRefund.path,
            lazy: () =>
              withTexts("pages", import("../features/legal/pages/CancellationRefundPage")).then((module) => ({
                Component: module.default,
              })),
          },
          {
            path: paths.contactUs.path,
            lazy: () =>
              withTexts("pages", import("../features/support/pages/ContactPage")).then((module) => ({
                Component: module.default,
              })),
          },
          {
            path: paths.aboutUs.path,
            lazy: () =>
              withTexts("pages", import("../features/legal/pages/AboutPage")).then((module) => ({
                Component: module.default,
              })),
          },
          {
            path: paths.user.home.path,
            lazy: () => import("../features/home/pages/HomePage").then((module) => ({ Component: module.HomePage })),
          },
          {
            path: paths.user.offers.path,
            lazy: () =>
              import("../features/offers/pages/OffersPage").then((module) => ({ Component: module.OffersPage })),
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
              {
                path: paths.user.addresses.path,
                lazy: () =>
                  import("../features/addresses/pages/AddressBookPage").then((module) => ({
                    Component: module.AddressBookPage,
                  })),
              },
              {
                path: paths.user.orders.path,
                lazy: () =>
                  import("../features/profile/pages/OrderHistoryPage").then((module) => ({
                    Component: module.OrderHistoryPage,
                  })),
              },
              {
                path: paths.user.orderHistory.path,
                lazy: () =>
                  import("../features/orders/pages/CustomerOrderPage").then((module) => ({
                    Component: module.CustomerOrderPage,
                  })),
              },
            ],
          },
          {
            element: <RequireRole />,
            children: [
              {
                path: paths.user.cart.path,
                lazy: () =>
                  import("../features/cart/pages/CartPage").then((module) => ({ Component: module.CartPage })),
              },
              {
                path: paths.user.payment.path,
                lazy: () => import("./routes/PaymentRoute").then((module) => ({ Component: module.PaymentRoute })),
              },
              {
                path: paths.user.orderPlaced.path,
                lazy: () =>
                  import("../features/cart/pages/OrderPlacedPage").then((module) => ({
                    Component: module.OrderPlacedPage,
                  })),
              },
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
            lazy: () =>
              withTexts("staff", import("./layouts/DashboardLayout")).then((module) => ({
                Component: module.AdminLayout,
              })),
            children: [
              {
                path: paths.admin.dashboard.path,
                lazy: () =>
                  import("../features/dashboard/pages/AdminDashboardPage").then((module) => ({
                    Component: module.AdminDashboardPage,
                  })),
              },
              {
                path: paths.admin.orders.path,
                lazy: () =>
                  import("../features/orders/pages/AdminOrdersPage").then((module) => ({
                    Component: module.AdminOrdersPage,
                  })),
              },
              {
                path: paths.admin.dispatch.path,
                lazy: () =>
                  import("../features/dispatch/pages/AdminDispatchPage").then((module) => ({
                    Component: module.AdminDispatchPage,
                  })),
              },
              {
                path: paths.admin.settlements.path,
                lazy: () =>
                  import("../features/settlements/pages/AdminSettlementsPage").then((module) => ({
                    Component: module.AdminSettlementsPage,
                  })),
              },
              {
                path: paths.admin.riderCash.path,
                lazy: () =>
                  import("../features/settlements/pages/AdminRiderCashPage").then((module) => ({
                    Component: module.AdminRiderCashPage,
                  })),
              },
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
              {
                path: paths.admin.customers.path,
                lazy: () =>
                  import("../features/customers/pages/AdminCustomersPage").then((module) => ({
                    Component: module.AdminCustomersPage,
                  })),
              },
              {
                path: paths.admin.reviews.path,
                lazy: () =>
                  import("../features/reviews/pages/AdminReviewsPage").then((module) => ({
                    Component: module.AdminReviewsPage,
                  })),
              },
              {
                path: paths.admin.riders.path,
                lazy: () =>
                  import("../features/riders/pages/AdminRidersPage").then((module) => ({
                    Component: module.AdminRidersPage,
                  })),
              },
              {
                path: paths.admin.settings.path,
                lazy: () =>
                  import("../features/settings/pages/AdminSettingsPage").then((module) => ({
                    Component: module.AdminSettingsPage,
                  })),
              },
              {
                path: paths.admin.banner.path,
                lazy: () =>
                  import("../features/banners/pages/AdminBannerPage").then((module) => ({
                    Component: module.AdminBannerPage,
                  })),
              },
              {
                path: paths.admin.coupons.path,
                lazy: () =>
                  import("../features/coupons/pages/AdminCouponsPage").then((module) => ({
                    Component: module.AdminCouponsPage,
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
              {
                path: paths.admin.orderHistory.path,
                lazy: () =>
                  import("../features/orders/pages/AdminOrderPage").then((module) => ({
                    Component: module.AdminOrderPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        element: <RequireRole roles={["restaurant"]} />,
        children: [
          {
            lazy: () =>
              withTexts("staff", import("./layouts/DashboardLayout")).then((module) => ({
                Component: module.RestaurantLayout,
              })),
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
              {
                path: paths.restaurant.orders.path,
                lazy: () =>
                  import("../features/orders/pages/RestaurantOrdersPage").then((module) => ({
                    Component: module.RestaurantOrdersPage,
                  })),
              },
              {
                path: paths.restaurant.order.path,
                lazy: () =>
                  import("../features/orders/pages/RestaurantOrderPage").then((module) => ({
                    Component: module.RestaurantOrderPage,
                  })),
              },
              {
                path: paths.restaurant.report.path,
                lazy: () =>
                  import("../features/reports/pages/RestaurantReportPage").then((module) => ({
                    Component: module.RestaurantReportPage,
                  })),
              },
              {
                path: paths.restaurant.reviews.path,
                lazy: () =>
                  import("../features/reviews/pages/OwnerReviewsPage").then((module) => ({
                    Component: module.OwnerReviewsPage,
                  })),
              },
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
      {
        element: <RequireRole roles={["rider"]} />,
        children: [
          {
            path: paths.rider.home.path,
            lazy: () =>
              withTexts("staff", import("../features/rider/pages/RiderHomePage")).then((module) => ({
                Component: module.RiderHomePage,
              })),
          },
        ],
      },
    ],
  },
];
