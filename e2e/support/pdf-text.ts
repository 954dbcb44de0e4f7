import { PDFParse } from 'pdf-parse';

/** A PDF's text as pdf-parse extracts it (what a search in a PDF reader finds). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
