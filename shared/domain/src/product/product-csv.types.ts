/**
 * The columns of the product CSV, in order; altNames and images are separated by "|". `sizes`
 * holds a product's sizes, `label|price|labeledPrice|stock` with an optional
 * `|width|height|unit`, entries separated by "; " (docs/decisions/0018-sizes-and-stock.md).
 * `kind` is "print" or "digital"; an empty cell keeps the product's kind, or makes a new one a
 * print, so files written before the column still import as they did.
 */
export const PRODUCT_CSV_COLUMNS = [
  'productId',
  'kind',
  'name',
  'altNames',
  'price',
  'labeledPrice',
  'category',
  'description',
  'stock',
  'sizes',
  'images',
  // Sinhala and Tamil texts (PRODUCT §12): optional columns; an empty cell reads in English.
  'name_si',
  'description_si',
  'name_ta',
  'description_ta',
] as const;

export interface CsvRowError {
  /** 1-based line number in the file, the header being line 1. */
  row: number;
  message: string;
}

export interface CsvImportReport {
  dryRun: boolean;
  created: number;
  updated: number;
  errors: CsvRowError[];
  /**
   * Rows whose first image prints a size below 150 DPI (PRODUCT §13), one message a size. They
   * are imported all the same (decision 0120): the dry run is where staff see them.
   */
  lowResolution: CsvRowError[];
}
