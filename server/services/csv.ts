/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * such cells get a leading apostrophe, so a visitor's text can never become one (CSV injection).
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One RFC 4180 line: every cell quoted, quotes doubled, CRLF. */
export function csvLine(cells: string[]): string {
  return `${cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(",")}\r\n`;
}

/** Excel reads a CSV file as UTF-8 (Chinese intact) only when it starts with a byte-order mark. */
export const UTF8_BOM = "\uFEFF";
