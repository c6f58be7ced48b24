import { describe, expect, it } from "vitest";
import { findHardCodedTexts } from "./hard-coded-texts";

describe("findHardCodedTexts", () => {
  it.each([
    ["JSX text", `const A = () => <p>Your cart is empty</p>;`, ["1: Your cart is empty"]],
    ["a one-word JSX text", `const A = () => <button>Save</button>;`, ["1: Save"]],
    ["an aria-label", `const A = () => <button aria-label="Close" />;`, ["1: Close"]],
    ["a lower-case placeholder", `const A = () => <input placeholder="search dishes" />;`, ["1: search dishes"]],
    ["a label in braces", `const A = () => <Field label={"Phone"} />;`, ["1: Phone"]],
    ["a toast", `toast.success("Address saved");`, ["1: Address saved"]],
    ["a title hook", `useTitle("Cart");`, ["1: Cart"]],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, scanned as code
    ["a template with prose", "const s = `${n} items in your cart`;", ["1: `${n} items in your cart`"]],
    ["a capitalised constant", `const EMPTY = "Nothing here yet";`, ["1: Nothing here yet"]],
  ])("finds %s", (_name, code, expected) => {
    expect(findHardCodedTexts(code)).toEqual(expected);
  });

  it.each([
    ["a class list", `const A = () => <p className="flex items-center gap-2">{t("a:b")}</p>;`],
    ["a class list in a variable", `const base = "rounded-lg px-3 py-2 text-sm font-medium";`],
    ["a translated text", `const A = () => <p>{t("cart:empty")}</p>;`],
    ["an import", `import { x } from "React Thing";`],
    ["a comparison", `if (status === "Delivered") go();`],
    ["a case label", `switch (k) { case "Escape": break; }`],
    ["a developer error", `throw new Error("The root is missing");`],
    ["a console line", `console.warn("Something odd");`],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, scanned as code
    ["a path template", "const url = `/api/orders/${id}?page=${page}`;"],
    ["an object key", `const a = { "Content Type": 1 };`],
    ["a type", `type Mode = "Cash On Delivery";`],
    ["punctuation in JSX", `const A = () => <p>{a} · {b}</p>;`],
    ["a marked name", `// i18n-ignore: the brand reads the same in Hindi\nconst BRAND = "Zaika Express";`],
    ["a lower-case word", `const kind = "cash";`],
    ["an href", `const A = () => <a href="Terms Page">{t("a:b")}</a>;`],
  ])("leaves %s alone", (_name, code) => {
    expect(findHardCodedTexts(code)).toEqual([]);
  });
});
