import { textsOf, type Catalogue } from '../../../lib/catalogue';
import { en, type DocumentText } from './en';
import { si } from './si';
import { ta } from './ta';

/** The invoice's and packing slip's words, in the order's language (PRODUCT §12). */
export const DOCUMENT_TEXTS: Catalogue<DocumentText> = { en, si, ta };
export const documentText = textsOf(DOCUMENT_TEXTS);
export type { DocumentText };
