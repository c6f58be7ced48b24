/**
 * HTTP surface of the customer's account (contract endpoints/account): the data download, named after the India day,
 * and the deletion, which also clears the refresh cookie (its sessions are already revoked); and any account's
 * language (issue 15).
 */
import { accountExportFileName } from "@zaika/contract/account";
import * as api from "@zaika/contract/endpoints/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import { COOKIE_PATH, REFRESH_COOKIE } from "../auth/routes";
import { type DeleteAccountDeps, deleteAccount } from "./erase";
import { exportAccount } from "./export";
import { setAccountLanguage } from "./language";

export const accountRoutes: FastifyPluginAsyncZod<DeleteAccountDeps & { secureCookies: boolean }> = async (
  app,
  deps,
) => {
  route(app, api.exportMyData, async (request, reply) => {
    const data = await exportAccount(deps, caller(request).sub);
    return reply
      .header("content-disposition", `attachment; filename="${accountExportFileName(new Date(data.exportedAt))}"`)
      .header("cache-control", "private, no-store")
      .type(api.exportMyData.fileType)
      .send(data);
  });

  route(app, api.deleteMyAccount, async (request, reply) => {
    const result = await deleteAccount(deps, caller(request).sub);
    reply.clearCookie(REFRESH_COOKIE, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: "strict",
      secure: deps.secureCookies,
    });
    return result;
  });

  route(app, api.setMyLanguage, (request) =>
    setAccountLanguage(deps.db, caller(request).sub, request.body.language, deps.clock.now()),
  );
};
