/** POST /rider/me/location: one position of the online rider, sent by the location-sharing hook (issue 13). */
import type { RiderLocationBody } from "@zaika/contract/dispatch";
import { postRiderLocation } from "@zaika/contract/endpoints/dispatch";
import { call } from "../../../lib/api-client";

/** Failures are shown as a quiet note beside the sharing state, never as toasts (a fix may come every few seconds). */
export function postLocation(body: RiderLocationBody) {
  return call(postRiderLocation, { body, toast: false });
}
