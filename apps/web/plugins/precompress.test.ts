/** The build plugin that writes brotli and gzip copies of the scripts and styles: plugins/precompress.ts. */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressFolder } from "./precompress";

describe("precompressFolder", () => {
  it("writes a .br and a .gz copy of each script and style sheet of 1 KB or more, and nothing else", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "zaika-assets-"));
    const script = `console.log(${JSON.stringify("namaste ".repeat(300))});`;
    const style = `.a{color:red}\n`.repeat(100);
    writeFileSync(path.join(folder, "index-1.js"), script);
    writeFileSync(path.join(folder, "index-2.css"), style);
    writeFileSync(path.join(folder, "tiny-3.js"), "export{};");
    writeFileSync(path.join(folder, "logo-4.png"), Buffer.alloc(4096, 1));

    expect(await precompressFolder(folder)).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(folder, "index-1.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(folder, "index-1.js.gz"))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(path.join(folder, "index-2.css.br"))).toString()).toBe(style);
    expect(readFileSync(path.join(folder, "index-1.js.br")).length).toBeLessThan(script.length / 10);
    for (const skipped of ["tiny-3.js.br", "tiny-3.js.gz", "logo-4.png.br"]) {
      expect(existsSync(path.join(folder, skipped)), skipped).toBe(false);
    }
  });
});
