/** The Hindi texts of the long pages (legal documents, help and FAQs): loaded with their routes. */
import { catalogOf } from "../catalog-of";

export default catalogOf(
  import.meta.glob<Record<string, string>>("./{legal,support}.json", { eager: true, import: "default" }),
);
