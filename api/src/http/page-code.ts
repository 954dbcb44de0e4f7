import { createHash } from 'node:crypto';

/** The `<template>` that holds a drawn page's scripts until it has painted (decision 0062). */
export const PAGE_CODE_ELEMENT_ID = 'page-code';

/**
 * Puts the page's scripts in place once its first frame is on screen: the frame's callback
 * runs before that paint, the timer after it. The page reads and its links work without them,
 * so on a slow line the markup, styles, fonts and first picture have the connection to
 * themselves first.
 */
const LOADER = `requestAnimationFrame(function(){setTimeout(function(){var t=document.getElementById('${PAGE_CODE_ELEMENT_ID}');if(t)document.head.appendChild(t.content)})})`;

const PAGE_CODE_LOADER = `<script>${LOADER}</script>`;

/** The loader's hash for the Content-Security-Policy's `script-src`: no other inline script runs. */
export const PAGE_CODE_LOADER_HASH = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

/** The scripts, held in a template (not fetched, not run) for the loader to put in place. */
export const pageCode = (tags: readonly string[]) =>
  `<template id="${PAGE_CODE_ELEMENT_ID}">${tags.join('')}</template>\n    ${PAGE_CODE_LOADER}`;
