/**
 * A list's page, search text and filters kept in the URL (so Back and a reload return to the same view), with the
 * search box debounced into the URL. Shared by the admin and restaurant lists.
 */
import { useCallback, useEffect, useState } from "react";
import { useNavigation, useSearchParams } from "./router";
import { useDebouncedValue } from "./use-debounced-value";

export type ListParamChanges = Record<string, string | null>;

export function useUrlList({ searchKey = "search", debounceMs }: { searchKey?: string; debounceMs: number }) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const search = params.get(searchKey) ?? "";

  /** Sets (or, with null or "", removes) parameters; any change but a page change starts again from page 1. */
  const update = useCallback(
    (changes: ListParamChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === "") next.delete(key);
            else next.set(key, value);
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text.trim(), debounceMs);
  // The typed search reaches the URL once typing pauses — unless the user already clicked away: writing the URL then
  // would cancel that navigation while its page is still loading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text settles, not on URL changes
  useEffect(() => {
    if (navigation.state !== "idle") return;
    if (debounced !== search) update({ [searchKey]: debounced || null });
  }, [debounced]);

  /** Empties the search box and removes the search and these filters from the URL. */
  const clear = (filterKeys: readonly string[]) => {
    setText("");
    update(Object.fromEntries([searchKey, ...filterKeys].map((key) => [key, null])));
  };

  return { params, page, search, text, setText, update, clear };
}
