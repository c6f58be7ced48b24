/**
 * What the server sent with the page about its first view (contract seo.ts PageData): the home's banners, a
 * restaurant page's cover. Pages show it while they ask the API as usual, so their largest picture is drawn at the
 * app's first render; it is never taken for the API's answer. Read once; {} when the page came without it (the
 * service worker's copy of the app, the dev server).
 */
import { PAGE_DATA_ELEMENT_ID, type PageData } from "@zaika/contract/seo";

let sent: PageData | null = null;

function readPageData(): PageData {
  if (typeof document === "undefined") return {};
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null) return {};
    const { banners, restaurantCover } = parsed as PageData;
    return {
      ...(Array.isArray(banners) ? { banners } : {}),
      ...(typeof restaurantCover?.id === "string" && typeof restaurantCover.cover === "string"
        ? { restaurantCover }
        : {}),
    };
  } catch {
    return {};
  }
}

export function pageData(): PageData {
  sent ??= readPageData();
  return sent;
}

/** The cover the server sent for this restaurant's page, if it did. */
export function sentCover(restaurantId: string): string | undefined {
  const { restaurantCover } = pageData();
  return restaurantCover?.id === restaurantId.toLowerCase() ? restaurantCover.cover : undefined;
}

/** The first view drawn on the server (app/first-view): the data the page is sent with, in place of the document's. */
export function providePageData(data: PageData): void {
  sent = data;
}

/** Tests: forget what was read, so the next call reads the document again. */
export function forgetPageData(): void {
  sent = null;
}
