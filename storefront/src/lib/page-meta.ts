import { useEffect } from 'react';
import { BRAND } from '@wallart/domain/rules';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the page's title and meta description for search engines and browser tabs. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title === BRAND.name ? title : `${title} | ${BRAND.name}`;
    setMeta('description', description);
  }, [title, description]);
}
