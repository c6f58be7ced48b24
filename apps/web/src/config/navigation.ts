/**
 * The admin and restaurant menus (spec §2 sidebars), shared by the sidebar, the mobile drawer and the dashboards.
 * Each item keeps its catalog keys; its label and description are read in the current language when used.
 */
import {
  Bike,
  CirclePlus,
  ClipboardList,
  FileChartColumn,
  HandCoins,
  Image,
  Landmark,
  LayoutDashboard,
  LayoutGrid,
  type LucideIcon,
  MapPinned,
  MessageSquareText,
  Package,
  PackagePlus,
  Settings,
  Store,
  TicketPercent,
  UserPen,
  Users,
} from "lucide-react";
import { t } from "../lib/i18n";
import { paths } from "./paths";

export type NavItem = {
  readonly label: string;
  href: string;
  icon: LucideIcon;
  /** One line shown on the dashboard card. */
  readonly description: string;
  /** Active only on an exact match (the dashboard entries). */
  end?: boolean;
};

type NavEntry = Omit<NavItem, "label" | "description"> & { labelKey: string; descriptionKey: string };

/** An item whose label and description follow the current language each time they are read. */
function navItem({ labelKey, descriptionKey, ...item }: NavEntry): NavItem {
  return {
    ...item,
    get label() {
      return t(labelKey);
    },
    get description() {
      return t(descriptionKey);
    },
  };
}

const ADMIN_ENTRIES: readonly NavEntry[] = [
  {
    labelKey: "layout:navAdminDashboard",
    href: paths.admin.dashboard.getHref(),
    icon: LayoutDashboard,
    descriptionKey: "layout:navAdminDashboardDescription",
    end: true,
  },
  {
    labelKey: "layout:navAdminOrders",
    href: paths.admin.orders.getHref(),
    icon: ClipboardList,
    descriptionKey: "layout:navAdminOrdersDescription",
  },
  {
    labelKey: "layout:navAdminDispatch",
    href: paths.admin.dispatch.getHref(),
    icon: MapPinned,
    descriptionKey: "layout:navAdminDispatchDescription",
  },
  {
    labelKey: "layout:navAdminSettlements",
    href: paths.admin.settlements.getHref(),
    icon: Landmark,
    descriptionKey: "layout:navAdminSettlementsDescription",
  },
  {
    labelKey: "layout:navAdminRiderCash",
    href: paths.admin.riderCash.getHref(),
    icon: HandCoins,
    descriptionKey: "layout:navAdminRiderCashDescription",
  },
  {
    labelKey: "layout:navAdminRestaurants",
    href: paths.admin.restaurants.getHref(),
    icon: Store,
    descriptionKey: "layout:navAdminRestaurantsDescription",
  },
  {
    labelKey: "layout:navAdminCustomers",
    href: paths.admin.customers.getHref(),
    icon: Users,
    descriptionKey: "layout:navAdminCustomersDescription",
  },
  {
    labelKey: "layout:navAdminReviews",
    href: paths.admin.reviews.getHref(),
    icon: MessageSquareText,
    descriptionKey: "layout:navAdminReviewsDescription",
  },
  {
    labelKey: "layout:navAdminRiders",
    href: paths.admin.riders.getHref(),
    icon: Bike,
    descriptionKey: "layout:navAdminRidersDescription",
  },
  {
    labelKey: "layout:navAdminSettings",
    href: paths.admin.settings.getHref(),
    icon: Settings,
    descriptionKey: "layout:navAdminSettingsDescription",
  },
  {
    labelKey: "layout:navAdminBanner",
    href: paths.admin.banner.getHref(),
    icon: Image,
    descriptionKey: "layout:navAdminBannerDescription",
  },
  {
    labelKey: "layout:navAdminOffers",
    href: paths.admin.coupons.getHref(),
    icon: TicketPercent,
    descriptionKey: "layout:navAdminOffersDescription",
  },
  {
    labelKey: "layout:navAdminCategory",
    href: paths.admin.category.getHref(),
    icon: LayoutGrid,
    descriptionKey: "layout:navAdminCategoryDescription",
  },
  {
    labelKey: "layout:navAdminAddRestaurant",
    href: paths.admin.addRestaurant.getHref(),
    icon: CirclePlus,
    descriptionKey: "layout:navAdminAddRestaurantDescription",
  },
];

export const adminNav: readonly NavItem[] = ADMIN_ENTRIES.map(navItem);

export function restaurantNav(userId: string): readonly NavItem[] {
  const entries: readonly NavEntry[] = [
    {
      labelKey: "layout:navRestaurantDashboard",
      href: paths.restaurant.dashboard.getHref(),
      icon: LayoutDashboard,
      descriptionKey: "layout:navRestaurantDashboardDescription",
      end: true,
    },
    {
      labelKey: "layout:navRestaurantProfile",
      href: paths.restaurant.detail.getHref(userId),
      icon: UserPen,
      descriptionKey: "layout:navRestaurantProfileDescription",
    },
    {
      labelKey: "layout:navRestaurantOrders",
      href: paths.restaurant.orders.getHref(),
      icon: ClipboardList,
      descriptionKey: "layout:navRestaurantOrdersDescription",
    },
    {
      labelKey: "layout:navRestaurantReport",
      href: paths.restaurant.report.getHref(),
      icon: FileChartColumn,
      descriptionKey: "layout:navRestaurantReportDescription",
    },
    {
      labelKey: "layout:navRestaurantReviews",
      href: paths.restaurant.reviews.getHref(),
      icon: MessageSquareText,
      descriptionKey: "layout:navRestaurantReviewsDescription",
    },
    {
      labelKey: "layout:navRestaurantProducts",
      href: paths.restaurant.products.getHref(),
      icon: Package,
      descriptionKey: "layout:navRestaurantProductsDescription",
    },
    {
      labelKey: "layout:navRestaurantAddProduct",
      href: paths.restaurant.addProduct.getHref(),
      icon: PackagePlus,
      descriptionKey: "layout:navRestaurantAddProductDescription",
    },
    {
      labelKey: "layout:navRestaurantSettings",
      href: paths.restaurant.settings.getHref(),
      icon: Settings,
      descriptionKey: "layout:navRestaurantSettingsDescription",
    },
  ];
  return entries.map(navItem);
}
