/**
 * The phone-code resend interval the browser tests run the server with (OTP_RESEND_AFTER_SECONDS): the spec's 30 s
 * would make every second sign-in of a phone wait half a minute. The 30 s limit itself is tested in the API suite.
 */
export const E2E_OTP_RESEND_SECONDS = 2;
