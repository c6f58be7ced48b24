/**
 * The languages of the app (issue 15): English and Hindi. The web app sends its language as Accept-Language on every
 * API call; the server answers messages in it and keeps the signed-in user's choice on the account
 * (`PUT /user/me/language`), which the texts sent to that user (SMS) follow.
 */
import { z } from "zod";

export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const LANGUAGE_MESSAGES = {
  invalid: "Choose English (en) or Hindi (hi)",
  saved: "Language saved",
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export const LanguageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid });

/** `PUT /user/me/language`: the signed-in user's language, kept on the account. */
export const UpdateLanguageBodySchema = z.object({ language: LanguageSchema });
export type UpdateLanguageBody = z.input<typeof UpdateLanguageBodySchema>;

export const UpdateLanguageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  language: LanguageSchema,
});
export type UpdateLanguageResponse = z.infer<typeof UpdateLanguageResponseSchema>;

/**
 * The supported language an Accept-Language header prefers (RFC 9110 §12.5.4): the ranges by descending q (ties
 * keep their order), the first one whose primary tag is en or hi; `*` means the default. No header, no match, or
 * only q=0 ranges: English. "hi-IN,hi;q=0.9,en;q=0.8" → hi; "fr" → en; "fr, hi;q=0.5" → hi.
 */
export function languageFromAcceptLanguage(header: string | readonly string[] | undefined | null): Language {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (typeof value !== "string" || value.trim() === "") return DEFAULT_LANGUAGE;
  const ranges = value
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.tag !== "" && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === "*") return DEFAULT_LANGUAGE;
    const primary = tag.split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
