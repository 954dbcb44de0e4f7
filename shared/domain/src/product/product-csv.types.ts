/** The columns of the product CSV, in order; altNames and images are separated by "|". */
export const PRODUCT_CSV_COLUMNS = [
  'productId',
  'name',
  'altNames',
  'price',
  'labeledPrice',
  'category',
  'description',
  'stock',
  'images',
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
}
