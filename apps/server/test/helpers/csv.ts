/** CSV answers in API tests (report downloads), read the way a spreadsheet would. */

/** RFC 4180: fields split on commas, quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      lines.push(row);
      row = [];
      field = "";
      i++;
    } else field += char;
  }
  if (field !== "" || row.length > 0) lines.push([...row, field]);
  return lines;
}
