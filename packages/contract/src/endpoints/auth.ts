/**
 * Sign-in under /api/auth (spec §7): phone OTP for customers and riders, e-mail and password for restaurant and admin
 * accounts, the refresh cookie's rotation and sign-out. The refresh token travels only as an httpOnly cookie.
 */
import { z } from "zod";
import {
  AccessTokenResponseSchema,
  LoginBodySchema,
  LogoutResponseSchema,
  MeResponseSchema,
  RegisterBodySchema,
  SendOtpQuerySchema,
  SendOtpResponseSchema,
  UpdateMeBodySchema,
  VerifyOtpBodySchema,
  VerifyOtpResponseSchema,
} from "../auth";
import { endpoint } from "../endpoint";

const tags = ["auth"];

export const sendOtp = endpoint({
  method: "GET",
  path: "/auth/otp",
  access: "public",
  tags,
  summary: "Send a 6-digit sign-in code; 429 with Retry-After past the per-phone, per-address or platform limit",
  query: SendOtpQuerySchema,
  responses: { 200: SendOtpResponseSchema },
});

export const verifyOtp = endpoint({
  method: "POST",
  path: "/auth/verifyOtp",
  access: "public",
  tags,
  summary: "Check a code; returns a single-use otpToken bound to the phone. Limited per address (429)",
  body: VerifyOtpBodySchema,
  responses: { 200: VerifyOtpResponseSchema },
});

export const register = endpoint({
  method: "POST",
  path: "/auth/register",
  access: "public",
  tags,
  summary: "Create a customer account for a verified phone (18 or over)",
  body: RegisterBodySchema,
  responses: { 200: AccessTokenResponseSchema },
});

export const login = endpoint({
  method: "POST",
  path: "/auth/login",
  access: "public",
  tags,
  summary: "Customers: { otpToken }. Restaurant and admin accounts: { email, password }",
  body: LoginBodySchema,
  responses: { 200: AccessTokenResponseSchema },
});

export const getMe = endpoint({
  method: "GET",
  path: "/auth/me",
  access: ["user", "restaurant", "admin", "rider"],
  tags,
  summary: "The signed-in account",
  responses: { 200: MeResponseSchema },
});

export const updateMe = endpoint({
  method: "PATCH",
  path: "/auth/me",
  access: ["user", "rider"],
  tags,
  summary: "Change the signed-in customer's or rider's name and e-mail; 409 when the e-mail is taken",
  body: UpdateMeBodySchema,
  responses: { 200: MeResponseSchema },
});

export const refreshSession = endpoint({
  method: "GET",
  path: "/auth/refresh",
  access: "public",
  tags,
  summary:
    "New access token from the refresh cookie; the cookie is rotated (refreshes with one cookie within 30 s get the same new one). 204 when there is no session cookie",
  responses: {
    200: AccessTokenResponseSchema,
    204: z.null().describe("No session cookie: signed out"),
  },
});

export const logout = endpoint({
  method: "POST",
  path: "/auth/logout",
  access: "public",
  tags,
  summary: "End this session",
  responses: { 200: LogoutResponseSchema },
});
