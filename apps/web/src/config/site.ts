/** Site-wide texts the HTML shell and the pages share (the app name for titles, the home page title). */
export const APP_NAME = "Zaika";
export const HOME_TITLE = "Zaika – Food Delivery 24/7 | Order Food Online";
export const SITE_DESCRIPTION =
  "Order food online from restaurants near you with Zaika: food delivery 24/7 across India, express delivery in 30 minutes.";
export const THEME_COLOR = "#b93c0c";
