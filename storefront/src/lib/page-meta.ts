import { useEffect } from 'react';
import { BRAND } from '@wallart/domain/rules';
import { usePageRender } from './page-render';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** The browser tab's title for a screen's title: the shop's name after it. */
export const documentTitle = (title: string) =>
  title === BRAND.name ? title : `${title} | ${BRAND.name}`;

/**
 * Sets the page's title and meta description for search engines and browser tabs. On the
 * server the render writes them down instead, for the head of the HTML it sends.
 */
export function usePageMeta(title: string, description: string) {
  const { setHead } = usePageRender();
  setHead?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    setMeta('description', description);
  }, [title, description]);
}

/**
 * A private page (a guest order's, whose key is in its address): kept out of search engines,
 * and its address sent to no other site as a referrer, while it is open.
 */
export function usePrivatePage() {
  useEffect(() => {
    const added = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const tag = document.createElement('meta');
      tag.name = name as string;
      tag.content = content as string;
      document.head.appendChild(tag);
      return tag;
    });
    return () => added.forEach((tag) => tag.remove());
  }, []);
}
