/**
 * Site-wide constants the HTML shell reads at build time (vite.config.ts fills index.html's title and description
 * with them) and the app name of technical places (the payment provider's checkout). The app's own pages take their
 * titles and texts from the catalogs (layout:homeTitle, layout:pageTitle).
 */
// i18n-ignore: the brand, the same in every language's technical places
export const APP_NAME = "Zaika";
// i18n-ignore: the HTML shell's English title, read at build time
export const HOME_TITLE = "Zaika – Food Delivery 24/7 | Order Food Online";
export const SITE_DESCRIPTION =
  // i18n-ignore: the HTML shell's English description, read at build time
  "Order food online from restaurants near you with Zaika: food delivery 24/7 across India, express delivery in 30 minutes.";
export const THEME_COLOR = "#b93c0c";
