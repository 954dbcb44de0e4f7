import { PDFParse } from 'pdf-parse';

export interface ReadPdf {
  /** All pages' text, lines joined by newlines. */
  text: string;
  pages: number;
}

/** Reads a PDF back as a person's reader would, to check what it says. */
export async function readPdf(bytes: Uint8Array | ArrayBuffer | Blob): Promise<ReadPdf> {
  const data =
    bytes instanceof Blob
      ? new Uint8Array(await bytes.arrayBuffer())
      : new Uint8Array(bytes instanceof ArrayBuffer ? bytes : bytes.slice());
  const parser = new PDFParse({ data });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}
