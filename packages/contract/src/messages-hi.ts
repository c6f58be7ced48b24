/**
 * Hindi for every English message the contract and the server produce (issue 15): the fixed ones by their text,
 * the ones with values by a template. The server answers in Hindi when Accept-Language prefers it; the web app
 * translates the messages it produces itself (its forms' zod messages) with the same table.
 *
 * Messages are keyed by their English text (decision 025): the English stays the one source every test and the spec
 * name, and a message built from values ("Add ₹19 more to use ZAIKA50") is matched by its template
 * ("Add {amount} more to use {code}"). A template's values are copied into the Hindi unchanged, except that a value
 * which is itself a known message or label is translated too ("Order marked Delivered" → "… डिलीवर हो गया").
 */
import type { Language } from "./language";
import { CUSTOMER_HINDI, CUSTOMER_HINDI_TEMPLATES } from "./messages-hi-customer";
import { PARTNER_HINDI, PARTNER_HINDI_TEMPLATES } from "./messages-hi-partner";
import { VALIDATION_HINDI, VALIDATION_HINDI_TEMPLATES } from "./messages-hi-validation";

export type MessageLanguage = Language;

/** English text → Hindi text, for messages without values. */
export const HINDI_MESSAGES: Readonly<Record<string, string>> = {
  ...VALIDATION_HINDI,
  ...PARTNER_HINDI,
  ...CUSTOMER_HINDI,
};

/**
 * English template → Hindi template, for messages with values: `{name}` stands for a value in both. Tried in order,
 * the first match wins, so the specific ones come before the general field and zod templates.
 */
export const HINDI_TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  ...CUSTOMER_HINDI_TEMPLATES,
  ...PARTNER_HINDI_TEMPLATES,
  ...VALIDATION_HINDI_TEMPLATES,
];

interface CompiledTemplate {
  pattern: RegExp;
  names: string[];
  hindi: string;
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** "Add {amount} more to use {code}" → /^Add (.+?) more to use (.+?)$/s and the names in order. */
export function compileTemplate(english: string, hindi: string): CompiledTemplate {
  const names: string[] = [];
  let source = "";
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(english.slice(last, match.index));
    source += "(.+?)";
    names.push(match[1] as string);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  const missing = [...hindi.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !names.includes(name as string));
  if (missing.length > 0)
    throw new Error(`Hindi template "${hindi}" names ${missing.join(", ")}, unknown in "${english}"`);
  return { pattern: new RegExp(`^${source}$`, "s"), names, hindi };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

let compiled: CompiledTemplate[] | null = null;
/** Compiled once, on the first message that is not a fixed one. */
function templates(): CompiledTemplate[] {
  compiled ??= HINDI_TEMPLATES.map(([english, hindi]) => compileTemplate(english, hindi));
  return compiled;
}

/** How deep values are translated inside values ("The earliest slot is Today, 7:30 PM." → the slot → "Today"). */
const MAX_DEPTH = 3;

function toHindi(message: string, depth: number): string | null {
  const fixed = HINDI_MESSAGES[message];
  if (fixed !== undefined) return fixed;
  if (depth >= MAX_DEPTH) return null;
  for (const template of templates()) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = new Map(template.names.map((name, index) => [name, match[index + 1] as string]));
    return template.hindi.replace(PLACEHOLDER, (_, name: string) => {
      const value = values.get(name) as string;
      return toHindi(value, depth + 1) ?? value;
    });
  }
  return null;
}

/** The message in the language; an unknown message stays in English. */
export function localizeMessage(message: string, language: MessageLanguage): string {
  if (language !== "hi") return message;
  return toHindi(message, 0) ?? message;
}

/** Whether the message has a Hindi text (fixed or by a template). */
export function hasHindi(message: string): boolean {
  return toHindi(message, 0) !== null;
}
