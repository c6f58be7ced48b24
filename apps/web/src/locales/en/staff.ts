/** The English texts of the restaurant's, the admin's and the rider's screens: loaded with their routes. */
import { catalogOf } from "../catalog-of";

export default catalogOf(
  import.meta.glob<Record<string, string>>(
    "./{admin,customers,dashboard,dispatch,kitchen,products,reports,restaurants,rider,riders,settlements}.json",
    { eager: true, import: "default" },
  ),
);
