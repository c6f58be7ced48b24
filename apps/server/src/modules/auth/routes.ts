/** HTTP surface of sign-in under /api/auth, registered from its declarations (contract endpoints/auth). */
import * as api from "@zaika/contract/endpoints/auth";
import { MESSAGES } from "@zaika/contract/messages";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import { requestLanguage } from "../../plugins/errors";
import * as auth from "./service";

export const REFRESH_COOKIE = "zaika_rt";
/** Where the refresh cookie is sent: only to sign-in requests (also used by account deletion to clear it). */
export const COOKIE_PATH = "/api/auth";

export const authRoutes: FastifyPluginAsyncZod<{ deps: auth.AuthDeps; secureCookies: boolean }> = async (
  app,
  { deps, secureCookies },
) => {
  const cookieOptions = { path: COOKIE_PATH, httpOnly: true, sameSite: "strict", secure: secureCookies } as const;

  function startSession(reply: FastifyReply, session: auth.Session) {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...cookieOptions, expires: session.refreshExpiresAt });
    return { accessToken: session.accessToken };
  }

  route(app, api.sendOtp, (request) => auth.sendOtp(deps, request.query.phone, request.ip, requestLanguage(request)));

  route(app, api.verifyOtp, (request) => auth.verifyOtp(deps, request.body.phone, request.body.otp, request.ip));

  route(app, api.register, async (request, reply) => startSession(reply, await auth.register(deps, request.body)));

  route(app, api.login, async (request, reply) => {
    const body = request.body;
    const session =
      "otpToken" in body
        ? await auth.loginWithOtp(deps, body.otpToken)
        : await auth.loginWithPassword(deps, { ...body, ip: request.ip });
    return startSession(reply, session);
  });

  route(app, api.getMe, (request) => auth.getMe(deps, caller(request).sub));

  route(app, api.updateMe, (request) => auth.updateMe(deps, caller(request).sub, request.body));

  route(app, api.refreshSession, async (request, reply) => {
    // A visitor who never signed in is not an error: the web app asks on every start.
    if (!request.cookies[REFRESH_COOKIE]) return reply.status(204).send(null);
    try {
      return startSession(reply, await auth.refresh(deps, request.cookies[REFRESH_COOKIE]));
    } catch (error) {
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      throw error;
    }
  });

  route(app, api.logout, async (request, reply) => {
    await auth.logout(deps, request.cookies[REFRESH_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, cookieOptions);
    return { success: true as const, message: MESSAGES.loggedOut };
  });
};
