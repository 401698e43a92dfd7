/** Tiny auto-escaping HTML templates: every interpolated value is escaped unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function render(v: unknown): string {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof Html) return v.value;
  if (Array.isArray(v)) return v.map(render).join('');
  return escapeHtml(String(v));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''));
}

const STYLE = `
:root{--bg:#161512;--panel:#262421;--text:#bababa;--strong:#e8e6e3;--accent:#629924;--link:#3692e7;--bad:#cc3333}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--text)}
header{background:#0f0e0c;padding:.6rem 1.5rem;display:flex;gap:1rem;align-items:center}
header a{color:var(--strong);text-decoration:none;font-weight:600}header small{color:#888}
main{max-width:760px;margin:2rem auto;padding:0 1rem}
.panel{background:var(--panel);border-radius:6px;padding:1.25rem 1.5rem;margin-bottom:1.25rem;box-shadow:0 2px 6px #0006}
h1,h2{color:var(--strong);margin:.2rem 0 .8rem}h1{font-size:1.6rem}h2{font-size:1.15rem}
a{color:var(--link)}table{width:100%;border-collapse:collapse}td,th{padding:.35rem .5rem;border-bottom:1px solid #3a3835;text-align:left}
select,input,textarea{background:#1c1b19;color:var(--strong);border:1px solid #4d4b48;border-radius:4px;padding:.45rem .6rem;font:inherit}
button{background:var(--accent);color:#fff;border:0;border-radius:4px;padding:.55rem 1.1rem;font:inherit;font-weight:600;cursor:pointer}
button.secondary{background:#4d4b48}form.inline{display:flex;gap:.6rem;flex-wrap:wrap;align-items:center}
.notice{border-left:4px solid var(--accent);padding:.5rem .9rem;background:#1f2a14;color:var(--strong)}
.error{border-left:4px solid var(--bad);padding:.5rem .9rem;background:#2a1414;color:var(--strong)}
.muted{color:#888}.badge{display:inline-block;background:#3a3835;border-radius:3px;padding:0 .4rem;font-size:.85em}
`;

export function layout(title: string, body: Html): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${title} • Lichess sandbox</title>
        <style>
          ${new Html(STYLE)}
        </style>
      </head>
      <body>
        <header><a href="/">♞ lichess sandbox</a><small>offline stand-in for lichess.org</small></header>
        <main>${body}</main>
      </body>
    </html>`.value;
}
