/** A catalog text with markup: `<strong>…</strong>`-style tags in the text become the given elements. */
export { Trans } from "react-i18next";
