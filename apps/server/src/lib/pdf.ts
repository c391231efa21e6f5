// PDF rendering with pdfmake on the server: Roboto embedded (covers Latin incl. Turkish ğ ş ı İ and the other
// product languages), no access to URLs or files beyond the fonts, so a document can only show what we give it.
import { createRequire } from "node:module";
import path from "node:path";
import pdfmake from "pdfmake";
import type { TDocumentDefinitions } from "pdfmake/interfaces";

const require = createRequire(import.meta.url);
const fontsDir = path.join(path.dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto");

let configured = false;

function configure() {
  if (configured) return;
  pdfmake.setFonts({
    Roboto: {
      normal: path.join(fontsDir, "Roboto-Regular.ttf"),
      bold: path.join(fontsDir, "Roboto-Medium.ttf"),
      italics: path.join(fontsDir, "Roboto-Italic.ttf"),
      bolditalics: path.join(fontsDir, "Roboto-MediumItalic.ttf"),
    },
  });
  // Images come in as data URLs built by us; nothing in a document may make the server fetch or read anything.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontsDir + path.sep));
  configured = true;
}

export type PdfDocument = TDocumentDefinitions;

/** Renders a document definition to PDF bytes (A4 unless the definition says otherwise). */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  configure();
  return pdfmake
    .createPdf({ pageSize: "A4", ...doc, defaultStyle: { font: "Roboto", ...doc.defaultStyle } })
    .getBuffer();
}
