/** The Hindi texts of the restaurant's, the admin's and the rider's screens: loaded with their routes. */
import type { Messages } from "@lingui/core";
import { catalogOf } from "../catalog-of";

export default catalogOf(
  import.meta.glob<Messages>(
    "./{admin,customers,dashboard,dispatch,kitchen,products,reports,restaurants,rider,riders,settlements}.json",
    { eager: true, import: "default" },
  ),
);
