/** The English texts of the long pages (legal documents, help and FAQs): loaded with their routes. */
import type { Messages } from "@lingui/core";
import { catalogOf } from "../catalog-of";

export default catalogOf(import.meta.glob<Messages>("./{legal,support}.json", { eager: true, import: "default" }));
