/** The admin and restaurant menus (spec §2 sidebars), shared by the sidebar, the mobile drawer and the dashboards. */
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
import { paths } from "./paths";

export type NavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  /** One line shown on the dashboard card. */
  description: string;
  /** Active only on an exact match (the dashboard entries). */
  end?: boolean;
};

export const adminNav: readonly NavItem[] = [
  {
    label: "Dashboard",
    href: paths.admin.dashboard.getHref(),
    icon: LayoutDashboard,
    description: "Overview",
    end: true,
  },
  { label: "Orders", href: paths.admin.orders.getHref(), icon: ClipboardList, description: "Track and assign orders" },
  {
    label: "Dispatch",
    href: paths.admin.dispatch.getHref(),
    icon: MapPinned,
    description: "Live map of riders and orders; why each went to whom",
  },
  {
    label: "Settlements",
    href: paths.admin.settlements.getHref(),
    icon: Landmark,
    description: "What restaurants are owed; record payouts",
  },
  {
    label: "Rider cash",
    href: paths.admin.riderCash.getHref(),
    icon: HandCoins,
    description: "Cash riders hold from COD; record deposits",
  },
  { label: "Restaurants", href: paths.admin.restaurants.getHref(), icon: Store, description: "Partner restaurants" },
  { label: "Customers", href: paths.admin.customers.getHref(), icon: Users, description: "Customer accounts" },
  {
    label: "Reviews",
    href: paths.admin.reviews.getHref(),
    icon: MessageSquareText,
    description: "Customers' reviews; hide one with a reason",
  },
  { label: "Riders", href: paths.admin.riders.getHref(), icon: Bike, description: "Delivery partners" },
  { label: "Settings", href: paths.admin.settings.getHref(), icon: Settings, description: "GST percentage" },
  { label: "Banner", href: paths.admin.banner.getHref(), icon: Image, description: "Home page banners" },
  {
    label: "Offers",
    href: paths.admin.coupons.getHref(),
    icon: TicketPercent,
    description: "Coupons: discounts, limits and who funds them",
  },
  { label: "Category", href: paths.admin.category.getHref(), icon: LayoutGrid, description: "Food categories" },
  {
    label: "Add Restaurant",
    href: paths.admin.addRestaurant.getHref(),
    icon: CirclePlus,
    description: "Onboard a new partner",
  },
];

export function restaurantNav(userId: string): readonly NavItem[] {
  return [
    {
      label: "Dashboard",
      href: paths.restaurant.dashboard.getHref(),
      icon: LayoutDashboard,
      description: "Overview",
      end: true,
    },
    {
      label: "Profile",
      href: paths.restaurant.detail.getHref(userId),
      icon: UserPen,
      description: "Your restaurant as customers see it",
    },
    {
      label: "Orders",
      href: paths.restaurant.orders.getHref(),
      icon: ClipboardList,
      description: "Incoming and past orders",
    },
    {
      label: "Report",
      href: paths.restaurant.report.getHref(),
      icon: FileChartColumn,
      description: "Sales and revenue",
    },
    {
      label: "Reviews",
      href: paths.restaurant.reviews.getHref(),
      icon: MessageSquareText,
      description: "What customers say; reply once to each",
    },
    { label: "Products", href: paths.restaurant.products.getHref(), icon: Package, description: "Your menu" },
    { label: "Add Product", href: paths.restaurant.addProduct.getHref(), icon: PackagePlus, description: "Add a dish" },
    {
      label: "Settings",
      href: paths.restaurant.settings.getHref(),
      icon: Settings,
      description: "Restaurant profile and hours",
    },
  ];
}
