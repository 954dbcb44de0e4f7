/** The fake gateway's HTML pages, and reading and answering its form posts. */
import type http from 'node:http';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Wall Art test gateway</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { font: inherit; padding: .6rem 1.4rem; border-radius: .4rem; border: 1px solid #444; background: #fff; cursor: pointer; }
  .actions button:first-child { background: #14532d; border-color: #14532d; color: #fff; }
  .note { color: #555; font-size: .9rem; }
  [role="alert"] { border: 1px solid #b91c1c; color: #7f1d1d; padding: .75rem 1rem; border-radius: .4rem; }
</style>
</head>
<body>
<main>
<p class="note">Wall Art test gateway — no real money moves.</p>
${body}
</main>
</body>
</html>
`;
}

export function payPage(token: string, fields: Record<string, string>): string {
  const row = (label: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  return page(
    `Pay for order ${fields.order_id}`,
    `<h1>Wall Art test gateway</h1>
<section aria-labelledby="summary">
<h2 id="summary">Order ${escapeHtml(fields.order_id ?? '')}</h2>
<dl>
${row('Order', fields.order_id ?? '')}
${row('Items', fields.items ?? '')}
${row('Amount', `${fields.currency} ${fields.amount}`)}
${row('Paying as', `${fields.first_name} ${fields.last_name} <${fields.email}>`)}
</dl>
</section>
<form method="post" action="/pay/complete" aria-label="Test payment">
<input type="hidden" name="checkout" value="${escapeHtml(token)}">
<div class="actions">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline">Decline</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`,
  );
}

export function errorPage(title: string, problems: string[]): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<div role="alert">
<ul>
${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('\n')}
</ul>
</div>
<p>No payment was taken and nothing was sent to the shop.</p>`,
  );
}

const MAX_BODY = 64 * 1024;

export function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped, so the 413 page still reaches the browser.
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY) reject(Object.assign(new Error('form too large'), { status: 413 }));
      else resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    });
    req.on('error', reject);
  });
}

export function send(
  res: http.ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(html);
}
