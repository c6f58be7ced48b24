/** Every endpoint of the API, by feature: the server registers exactly these, and tests compare the two sets. */
import type { EndpointDefinition } from "../endpoint";
import * as account from "./account";
import * as addresses from "./addresses";
import * as auth from "./auth";
import * as cart from "./cart";
import * as catalog from "./catalog";
import * as coupons from "./coupons";
import * as customers from "./customers";
import * as dispatch from "./dispatch";
import * as escalation from "./escalation";
import * as events from "./events";
import * as favourites from "./favourites";
import * as geo from "./geo";
import * as kitchen from "./kitchen";
import * as media from "./media";
import * as orders from "./orders";
import * as payments from "./payments";
import * as products from "./products";
import * as reorder from "./reorder";
import * as reports from "./reports";
import * as restaurants from "./restaurants";
import * as reviews from "./reviews";
import * as riders from "./riders";
import * as schedule from "./schedule";
import * as search from "./search";
import * as settings from "./settings";
import * as settlements from "./settlements";
import * as support from "./support";
import * as system from "./system";
import * as tips from "./tips";

export const ENDPOINT_GROUPS = {
  account,
  addresses,
  auth,
  cart,
  catalog,
  coupons,
  customers,
  dispatch,
  escalation,
  events,
  favourites,
  geo,
  kitchen,
  media,
  orders,
  payments,
  products,
  reorder,
  reports,
  restaurants,
  reviews,
  riders,
  schedule,
  search,
  settings,
  settlements,
  support,
  system,
  tips,
} as const;

/** Every declaration, each once. */
export const ALL_ENDPOINTS: readonly EndpointDefinition[] = Object.values(ENDPOINT_GROUPS).flatMap((group) =>
  Object.values(group as Record<string, unknown>).filter(
    (value): value is EndpointDefinition =>
      typeof value === "object" && value !== null && "method" in value && "path" in value && "access" in value,
  ),
);
