/** The rider app's own wording (server messages come from the contract). */
export const RIDER_APP_MESSAGES = {
  sharing: "Sharing your location",
  locationDenied: "Location is off — allow location access so orders can be offered to you",
  waitingForGps: "Waiting for GPS…",
  locationUnsupported: "This browser cannot share your location, so orders cannot be offered to you",
  locationNotSent: "Your location could not be sent; trying again shortly",
  noOffers: "No offers right now",
  noOffersHint: "Stay online: a new offer appears here as soon as an order near you is ready to go.",
  offersFailed: "Could not load your offers",
} as const;
