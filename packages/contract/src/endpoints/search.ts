/** The header search (issue 12): dishes, restaurants and categories for one query, open to everyone. */
import { endpoint } from "../endpoint";
import { SearchQuerySchema, SearchResponseSchema } from "../search";

export const search = endpoint({
  method: "GET",
  path: "/search",
  access: "public",
  tags: ["search"],
  summary:
    "Dishes, restaurants (by name, cuisine, or serving a matched dish) and categories matching q, typos tolerated. " +
    "With latitude and longitude: nearest first, with distances; otherwise best match, then rating",
  query: SearchQuerySchema,
  responses: { 200: SearchResponseSchema },
});
