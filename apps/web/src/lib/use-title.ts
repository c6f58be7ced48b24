/** Sets the document title of a page: "<title> | Zaika", or the home title when none is given. */
import { useEffect } from "react";
import { APP_NAME, HOME_TITLE } from "../config/site";

export function useTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : HOME_TITLE;
  }, [title]);
}
