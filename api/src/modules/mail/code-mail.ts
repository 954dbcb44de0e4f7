import { escapeHtml, layout, paragraph, textFooter, type RenderedMail } from './mail-layout';

/** What a mail carrying a one-time code says around the code. */
export interface CodeMailParts {
  subject: string;
  /** The heading of the HTML mail. */
  title: string;
  firstName: string;
  /** What the code is for, just above it. */
  lead: string;
  code: string;
  /** How long and how often it works. */
  validity: string;
  /** What to do if the reader did not ask for it. */
  ignore: string;
}

/**
 * A mail carrying a one-time code (a password reset, an account change, a new address), the
 * code shown large on a line of its own. The code stays out of the subject: subjects end up in
 * logs and notifications.
 */
export function codeMail(parts: CodeMailParts): RenderedMail {
  const greeting = `Hello ${parts.firstName || 'there'},`;
  return {
    subject: parts.subject,
    text: `${greeting}\n\n${parts.lead}\n\n    ${parts.code}\n\n${parts.validity}\n${parts.ignore}\n${textFooter()}`,
    html: layout(
      parts.title,
      paragraph(greeting) +
        paragraph(parts.lead) +
        `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:8px 0 16px">${escapeHtml(parts.code)}</p>` +
        paragraph(parts.validity) +
        paragraph(parts.ignore),
    ),
  };
}
