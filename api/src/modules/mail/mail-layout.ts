import { BRAND } from '@wallart/domain';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML; every value from a user or the database goes through it. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Keeps a header line to one line: a user's name or subject can never add a header. */
export function oneLine(value: string, max = 150): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ink = BRAND.ink[8];
const accent = BRAND.accent[7];

/** The shop's plain mail frame: a heading, the body (already escaped HTML) and the address. */
export function layout(heading: string, bodyHtml: string): string {
  const c = BRAND.contact;
  return `<!doctype html>
<html><body style="margin:0;background:${BRAND.paper};font-family:Arial,Helvetica,sans-serif;color:${ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:${BRAND.surface};border-radius:8px">
<tr><td style="padding:24px 28px 8px;font-family:Georgia,serif;font-size:22px;color:${accent}">${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:0 28px"><h1 style="font-size:20px;margin:12px 0">${escapeHtml(heading)}</h1>${bodyHtml}</td></tr>
<tr><td style="padding:20px 28px;font-size:12px;color:${BRAND.ink[5]}">${escapeHtml(BRAND.name)} · ${escapeHtml(c.address)} · ${escapeHtml(c.phone)} · ${escapeHtml(c.email)}</td></tr>
</table></td></tr></table></body></html>`;
}

export const paragraph = (text: string) =>
  `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(text)}</p>`;

/** Multi-line user text in HTML, line breaks kept. */
export const multiline = (text: string) =>
  `<p style="margin:0 0 12px;line-height:1.5;white-space:pre-wrap">${escapeHtml(text)}</p>`;

export const textFooter = () =>
  `\n--\n${BRAND.name}\n${BRAND.contact.address}\n${BRAND.contact.phone} · ${BRAND.contact.email}\n`;
