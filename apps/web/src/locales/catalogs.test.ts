/**
 * The catalogs are complete (issue 15):
 * - English and Hindi have the same namespaces, the same keys, the same ICU `{placeholders}` and plural cases (each
 *   text must parse as ICU MessageFormat, as the build compiles it: decision 031), no markup tag in Hindi that
 *   English lacks, and no empty text;
 * - every `t("namespace:key")` the code calls names a key of the English catalog;
 * - no user-visible text is written in a component instead of the catalogs (see `findHardCodedTexts`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import enCore from "./en/core";
import enPages from "./en/pages";
import enStaff from "./en/staff";
import hiCore from "./hi/core";
import hiPages from "./hi/pages";
import hiStaff from "./hi/staff";
import { findHardCodedTexts } from "./test/hard-coded-texts";

const LOCALES_DIR = path.resolve(__dirname);
const SRC_DIR = path.resolve(__dirname, "..");

type Catalog = Record<string, Record<string, string>>;

function readCatalog(language: string): Catalog {
  const dir = path.join(LOCALES_DIR, language);
  const catalog: Catalog = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    catalog[file.replace(/\.json$/, "")] = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  }
  return catalog;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name === "test" || name === "locales") continue;
      files.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts")) {
      files.push(full);
    }
  }
  return files;
}

/**
 * What a text fills in, as the compiler reads it: each placeholder's name, and for a plural (or select) its variable
 * and, per case, what that case fills in. Sorted, so word order may differ between languages.
 */
function placeholdersOf(tokens: CompiledMessage): string[] {
  const found: string[] = [];
  for (const token of tokens) {
    if (typeof token === "string") continue;
    const [name, type, format] = token;
    if (type === "plural" || type === "selectordinal" || type === "select") {
      const cases = Object.entries(format as Record<string, CompiledMessage | undefined>)
        .filter(([key, value]) => key !== "offset" && Array.isArray(value))
        .map(([key, value]) => `${key} {${placeholdersOf(value ?? []).join(" ")}}`)
        .sort();
      found.push(`{${name}, ${type}, ${cases.join(" ")}}`);
    } else {
      found.push(type ? `{${name}, ${type}}` : `{${name}}`);
    }
  }
  return found.sort();
}
const placeholders = (text: string) => placeholdersOf(compileMessageOrThrow(text));
/** The markup tags of a text (for Trans). */
const tags = (text: string) => [...text.matchAll(/<\/?[\w-]+\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, "")).sort();

const en = readCatalog("en");
const hi = readCatalog("hi");

/** A key of the English catalog (a plural text is one key: `{count, plural, …}`). */
function hasKey(ns: string | undefined, name: string | undefined): boolean {
  const catalog = en[ns ?? ""];
  return catalog !== undefined && name !== undefined && Object.hasOwn(catalog, name);
}

describe("the catalogs", () => {
  it("have the same namespaces in English and Hindi", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))("namespace %s has the same keys and placeholders in both languages, none empty", (ns) => {
    const english = en[ns] ?? {};
    const hindi = hi[ns] ?? {};
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(typeof text, `${ns}:${key} (en) must be a string`).toBe("string");
      expect(text.trim(), `${ns}:${key} (en) is empty`).not.toBe("");
      const hindiText = hindi[key] ?? "";
      expect(typeof hindiText, `${ns}:${key} (hi) must be a string`).toBe("string");
      expect(hindiText.trim(), `${ns}:${key} (hi) is empty`).not.toBe("");
      expect(placeholders(hindiText), `${ns}:${key} placeholders`).toEqual(placeholders(text));
      // Hindi may leave a tag out (English's `<hi>` marks a Hindi word), never use one the call site does not give.
      const englishTags = new Set(tags(text));
      expect(
        tags(hindiText).filter((tag) => !englishTags.has(tag)),
        `${ns}:${key} markup`,
      ).toEqual([]);
    }
  });

  it("hold every key the code asks for", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC_DIR)) {
      const text = readFileSync(file, "utf8");
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === "t" &&
          node.arguments[0] &&
          ts.isStringLiteralLike(node.arguments[0])
        ) {
          const key = node.arguments[0].text;
          const [ns, name] = key.includes(":") ? key.split(":", 2) : ["common", key];
          if (!hasKey(ns, name)) missing.push(`${path.relative(SRC_DIR, file)}: ${key}`);
        } else if (ts.isStringLiteralLike(node) && /^[a-z][\w-]*:[\w.-]+$/.test(node.text)) {
          // A key kept for later (`labelKey: "layout:home"`, then `t(item.labelKey)`) must exist as well.
          const [ns, name] = node.text.split(":", 2);
          if (ns && ns in en && !hasKey(ns, name)) missing.push(`${path.relative(SRC_DIR, file)}: ${node.text}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(missing).toEqual([]);
  });

  it("put each namespace in exactly one group, the same in both languages", () => {
    for (const [language, groups] of [
      ["en", [enCore, enStaff, enPages]],
      ["hi", [hiCore, hiStaff, hiPages]],
    ] as const) {
      const grouped = groups.flatMap((group) => Object.keys(group)).sort();
      expect(grouped, language).toEqual(Object.keys(en).sort());
    }
    expect(Object.keys(hiStaff).sort()).toEqual(Object.keys(enStaff).sort());
    expect(Object.keys(hiPages).sort()).toEqual(Object.keys(enPages).sort());
  });

  it("use the staff's and the long pages' texts only where their routes load them", () => {
    // Folders whose screens are reached only through routes that load the group (router.tsx, withTexts).
    const allowed: Record<string, RegExp> = {
      ...Object.fromEntries(
        Object.keys(enStaff).map((ns) => [
          ns,
          /^(features\/(dashboard|reports|settlements|rider|riders|dispatch|customers|restaurants|products|banners|coupons|settings)|components\/(dispatch|kitchen|admin))\//,
        ]),
      ),
      ...Object.fromEntries(Object.keys(enPages).map((ns) => [ns, /^features\/(legal|support)\//])),
    };
    const misplaced: string[] = [];
    for (const file of sourceFiles(SRC_DIR)) {
      const relative = path.relative(SRC_DIR, file);
      for (const match of readFileSync(file, "utf8").matchAll(/["'`]([a-z][\w-]*):[\w.-]+["'`]/g)) {
        const rule = allowed[match[1] ?? ""];
        if (rule && !rule.test(relative)) misplaced.push(`${relative}: ${match[0]}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it("leave no user-visible text hard-coded in a component", () => {
    const found = sourceFiles(SRC_DIR).flatMap((file) =>
      findHardCodedTexts(readFileSync(file, "utf8"), file).map((hit) => `${path.relative(SRC_DIR, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
