/**
 * The catalogs compiled at build time (decision 031): each `src/locales/<language>/<namespace>.json` (texts written
 * in ICU MessageFormat, as Lingui reads them) is handed on as the same JSON with every text replaced by Lingui's
 * compiled form (`compileMessage` of `@lingui/message-utils`): the array of strings, placeholders and plural cases
 * that `@lingui/core` fills in. The browser then needs no message parser: neither it nor
 * message-utils reaches the bundle. Vite's own JSON handling runs after this, so a catalog is still imported (and
 * globbed) as JSON; the app's build, the first view's (`vite build --ssr`) and Vitest's web project all use it.
 *
 * A text that does not parse fails the build, naming its file and key.
 */
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/** A catalog file: src/locales/<language>/<namespace>.json. */
export const CATALOG_FILE = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/;
/** Imports that are not the catalog as a module (its text, its address, a worker): Vite's own special queries. */
const SPECIAL_QUERY = /[?&](?:raw|url|inline|worker|sharedworker)\b/;

/**
 * One text compiled, as `lingui compile` writes it: always the array of strings, placeholders and plural cases, even
 * for a text with nothing to fill in (@lingui/core reads a plain string as uncompiled, and warns when it has no
 * compiler, as in the browser). Throws on ICU syntax errors.
 */
export function compileText(text: string): CompiledMessage {
  return compileMessageOrThrow(text);
}

/** The catalog's JSON with each text compiled; `file` names the catalog in errors. */
export function compileCatalog(json: string, file: string): string {
  const texts: unknown = JSON.parse(json);
  if (typeof texts !== "object" || texts === null || Array.isArray(texts)) {
    throw new Error(`${file}: a catalog is an object of texts`);
  }
  const compiled: Record<string, CompiledMessage> = {};
  for (const [key, text] of Object.entries(texts)) {
    if (typeof text !== "string") throw new Error(`${file}: "${key}" is not a text`);
    try {
      compiled[key] = compileText(text);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
    }
  }
  return JSON.stringify(compiled);
}

export function compileCatalogs(): Plugin {
  return {
    name: "zaika-compile-catalogs",
    // Before Vite's JSON plugin, which then makes a module of the compiled JSON as of any other.
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!CATALOG_FILE.test(file) || SPECIAL_QUERY.test(id)) return null;
      return { code: compileCatalog(code, file), map: null };
    },
  };
}
