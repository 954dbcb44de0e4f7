import { BRAND, type ShopIdentity } from '@wallart/domain';

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

/**
 * The signature's contact lines. Templates sign with the brand's; the mailer signs each mail
 * again with the shop's name and contact from its settings as it goes (`signedMail`).
 */
const BRAND_SIGNATURE: ShopIdentity = { name: BRAND.name, ...BRAND.contact };

const signatureHtml = (s: ShopIdentity) =>
  `<tr><td style="padding:20px 28px;font-size:12px;color:${BRAND.ink[5]}">${escapeHtml(s.name)} · ${escapeHtml(s.address)} · ${escapeHtml(s.phone)} · ${escapeHtml(s.email)}</td></tr>`;

const signatureText = (s: ShopIdentity) =>
  `\n--\n${s.name}\n${s.address}\n${s.phone} · ${s.email}\n`;

const replaceLast = (whole: string, part: string, by: string) => {
  const at = whole.lastIndexOf(part);
  return at < 0 ? whole : whole.slice(0, at) + by + whole.slice(at + part.length);
};

/** The mail with its signature's contact lines as the shop's settings give them. */
export function signedMail<M extends { text: string; html: string }>(
  mail: M,
  contact: ShopIdentity,
): M {
  return {
    ...mail,
    text: replaceLast(mail.text, signatureText(BRAND_SIGNATURE), signatureText(contact)),
    html: replaceLast(mail.html, signatureHtml(BRAND_SIGNATURE), signatureHtml(contact)),
  };
}

/** The shop's plain mail frame: a heading, the body (already escaped HTML) and the address. */
export function layout(heading: string, bodyHtml: string): string {
  return `<!doctype html>
<html><body style="margin:0;background:${BRAND.paper};font-family:Arial,Helvetica,sans-serif;color:${ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:${BRAND.surface};border-radius:8px">
<tr><td style="padding:24px 28px 8px;font-family:Georgia,serif;font-size:22px;color:${accent}">${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:0 28px"><h1 style="font-size:20px;margin:12px 0">${escapeHtml(heading)}</h1>${bodyHtml}</td></tr>
${signatureHtml(BRAND_SIGNATURE)}
</table></td></tr></table></body></html>`;
}

export const paragraph = (text: string) =>
  `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(text)}</p>`;

/** A link on a line of its own. */
export const linkParagraph = (url: string, text: string) =>
  `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`;

/** Multi-line user text in HTML, line breaks kept. */
export const multiline = (text: string) =>
  `<p style="margin:0 0 12px;line-height:1.5;white-space:pre-wrap">${escapeHtml(text)}</p>`;

export const textFooter = () => signatureText(BRAND_SIGNATURE);
