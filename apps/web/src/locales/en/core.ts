/**
 * The English texts every page may need (the customer's app, the header, the shared components): one chunk, loaded
 * before the first render. The staff's and the long pages' texts are in ./staff.ts and ./pages.ts, loaded with
 * their routes (see lib/i18n.ts `withTexts`); each namespace file belongs to exactly one group (catalogs.test.ts).
 */
import type { Messages } from "@lingui/core";
import { catalogOf } from "../catalog-of";

export default catalogOf(
  import.meta.glob<Messages>(
    [
      "./*.json",
      "!./{admin,customers,dashboard,dispatch,kitchen,products,reports,restaurants,rider,riders,settlements,legal,support}.json",
    ],
    {
      eager: true,
      import: "default",
    },
  ),
);
