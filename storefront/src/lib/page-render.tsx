import { createContext, useContext } from 'react';
import type { RenderedPage } from '@wallart/domain/rules';

/** The title and description a server render read from the page, for the document's head. */
export type PageHead = Omit<RenderedPage, 'html'>;

export interface PageRender {
  /** The screen was drawn on the server: the first client render must draw the same. */
  fromServer: boolean;
  /** On the server only: takes the screen's title and description for the document's head. */
  setHead?: (head: PageHead) => void;
}

const inBrowser: PageRender = { fromServer: false };

export const PageRenderContext = createContext<PageRender>(inBrowser);

/** How this page is being drawn: in the browser alone, or first on the server. */
export const usePageRender = () => useContext(PageRenderContext);
