// CSV as spreadsheets read it (RFC 4180, CRLF): the one writer of the statistics' and the attribution report's
// downloads.

/** A cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused (formula injection). */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first is the header) as one CSV document. */
export const csvTable = (rows: (string | number)[][]): string =>
  rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";

/** A download's response: the document with its file name. */
export const csvResponse = (csv: string, filename: string) =>
  new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
