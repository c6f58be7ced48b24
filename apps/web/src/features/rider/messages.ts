/**
 * The rider app's own wording (server messages come from the contract), read from the `rider` catalog in the current
 * language each time a text is asked for.
 */
import { t } from "../../lib/i18n";

export const RIDER_APP_MESSAGES = {
  get sharing() {
    return t("rider:sharing");
  },
  get locationDenied() {
    return t("rider:locationDenied");
  },
  get waitingForGps() {
    return t("rider:waitingForGps");
  },
  get locationUnsupported() {
    return t("rider:locationUnsupported");
  },
  get locationNotSent() {
    return t("rider:locationNotSent");
  },
  get noOffers() {
    return t("rider:noOffers");
  },
  get noOffersHint() {
    return t("rider:noOffersHint");
  },
  get offersFailed() {
    return t("rider:offersFailed");
  },
};
