/**
 * A long unspaced value (an e-mail address, a web address) that may wrap at its natural joints: after "@" and "/",
 * and before each ".". A table column can then be narrower than the whole address, without breaking it mid-word and
 * without adding characters a copy would pick up (the joints are <wbr> elements).
 */
import { Fragment } from "react";

/** The value cut after "@" and "/" and before ".": the pieces to join with line-break opportunities. */
export function breakablePieces(text: string): string[] {
  // A loop rather than a look-behind pattern, which older phone browsers cannot parse.
  const pieces: string[] = [];
  let current = "";
  for (const char of text) {
    if (char === "." && current !== "") {
      pieces.push(current);
      current = "";
    }
    current += char;
    if (char === "@" || char === "/") {
      pieces.push(current);
      current = "";
    }
  }
  if (current !== "") pieces.push(current);
  return pieces;
}

export function BreakableText({ text }: { text: string }) {
  const pieces = breakablePieces(text);
  return (
    <>
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
