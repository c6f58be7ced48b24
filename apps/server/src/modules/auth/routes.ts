/** HTTP surface of sign-in under /api/auth. */
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
} from "@zaika/contract/auth";
import { MESSAGES } from "@zaika/contract/messages";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";
import * as auth from "./service";

export const REFRESH_COOKIE = "zaika_rt";
const COOKIE_PATH = "/api/auth";

export const authRoutes: FastifyPluginAsyncZod<{ deps: auth.AuthDeps; secureCookies: boolean }> = async (
  app,
  { deps, secureCookies },
) => {
  const cookieOptions = { path: COOKIE_PATH, httpOnly: true, sameSite: "strict", secure: secureCookies } as const;

  function startSession(reply: FastifyReply, session: auth.Session) {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...cookieOptions, expires: session.refreshExpiresAt });
    return { accessToken: session.accessToken };
  }

  app.get(
    "/otp",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Send a 6-digit sign-in code; 429 with Retry-After past the per-phone, per-address or platform limit",
        querystring: SendOtpQuerySchema,
        response: responses({ 200: SendOtpResponseSchema }),
      },
    },
    (request) => auth.sendOtp(deps, request.query.phone, request.ip),
  );

  app.post(
    "/verifyOtp",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Check a code; returns a single-use otpToken bound to the phone. Limited per address (429)",
        body: VerifyOtpBodySchema,
        response: responses({ 200: VerifyOtpResponseSchema }),
      },
    },
    (request) => auth.verifyOtp(deps, request.body.phone, request.body.otp, request.ip),
  );

  app.post(
    "/register",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Create a customer account for a verified phone (18 or over)",
        body: RegisterBodySchema,
        response: responses({ 200: AccessTokenResponseSchema }),
      },
    },
    async (request, reply) => startSession(reply, await auth.register(deps, request.body)),
  );

  app.post(
    "/login",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Customers: { otpToken }. Restaurant and admin accounts: { email, password }",
        body: LoginBodySchema,
        response: responses({ 200: AccessTokenResponseSchema }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const session =
        "otpToken" in body
          ? await auth.loginWithOtp(deps, body.otpToken)
          : await auth.loginWithPassword(deps, { ...body, ip: request.ip });
      return startSession(reply, session);
    },
  );

  app.get(
    "/me",
    {
      config: { access: ["user", "restaurant", "admin", "rider"] },
      schema: {
        tags: ["auth"],
        summary: "The signed-in account",
        security: [{ bearerAuth: [] }],
        response: responses({ 200: MeResponseSchema }),
      },
    },
    (request) => auth.getMe(deps, caller(request).sub),
  );

  app.patch(
    "/me",
    {
      config: { access: ["user", "rider"] },
      schema: {
        tags: ["auth"],
        summary: "Change the signed-in customer's or rider's name and e-mail; 409 when the e-mail is taken",
        security: [{ bearerAuth: [] }],
        body: UpdateMeBodySchema,
        response: responses({ 200: MeResponseSchema }),
      },
    },
    (request) => auth.updateMe(deps, caller(request).sub, request.body),
  );

  app.get(
    "/refresh",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary:
          "New access token from the refresh cookie; the cookie is rotated (refreshes with one cookie within 30 s get the same new one). 204 when there is no session cookie",
        response: responses({
          200: AccessTokenResponseSchema,
          204: z.null().describe("No session cookie: signed out"),
        }),
      },
    },
    async (request, reply) => {
      // A visitor who never signed in is not an error: the web app asks on every start.
      if (!request.cookies[REFRESH_COOKIE]) return reply.status(204).send(null);
      try {
        return startSession(reply, await auth.refresh(deps, request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, cookieOptions);
        throw error;
      }
    },
  );

  app.post(
    "/logout",
    {
      config: { access: "public" },
      schema: { tags: ["auth"], summary: "End this session", response: responses({ 200: LogoutResponseSchema }) },
    },
    async (request, reply) => {
      await auth.logout(deps, request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      return { success: true as const, message: MESSAGES.loggedOut };
    },
  );
};
