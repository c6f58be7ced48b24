/** Reads a PDF back as text with pdfjs (as a viewer or a tax portal would), one string with single spaces. */
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// Helvetica is not embedded (a standard PDF font): pdfjs reads its metrics from the package's own font data.
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts",
)}${path.sep}`;

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  try {
    const parts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) if ("str" in item) parts.push(item.str);
    }
    return { text: parts.join(" ").replace(/\s+/g, " ").trim(), pages: document.numPages };
  } finally {
    await document.destroy();
  }
}
