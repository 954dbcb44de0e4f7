// The two packages ship no types; these are the parts the page-markup test uses.
declare module '@marbec/web-auto-extractor' {
  /** The page's schema.org items by format, then by type. */
  export interface ExtractedData {
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, unknown[]>;
    rdfa: Record<string, unknown[]>;
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
  }
  /** Without schema.org's vocabulary it checks Google's rich-result rules for each type. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
