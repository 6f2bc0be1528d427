import { describe, expect, it } from 'vitest';
import { sanitizePostHtml, toPlainText } from './sanitize-post-html';

const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/uploads/posts/a.webp" onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<img src="https://evil.example/track.png">',
  '<img src="//evil.example/a.png">',
  '<img src="/uploads/../../etc/passwd.png">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)><circle r=1></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<p onclick="alert(1)">click</p>',
  '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<scr<script>ipt>alert(1)</script>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<a href="https://ok.example" target="_self" rel="opener">ok</a>',
];

/** Anything that could run script once the stored HTML is put into a page. */
const DANGER =
  /<\s*(script|style|iframe|svg|math|object|embed|form|input|meta|base|link|body|template|video|source|details|textarea|noscript)\b|\son\w+\s*=|javascript:|vbscript:|data:|style\s*=|srcdoc/i;

describe('sanitizePostHtml', () => {
  it.each(HOSTILE)('removes everything dangerous from %s', (html) => {
    const clean = sanitizePostHtml(html);
    expect(clean).not.toMatch(DANGER);
    // Idempotent: cleaning again changes nothing (so stored HTML is stable).
    expect(sanitizePostHtml(clean)).toBe(clean);
  });

  it('keeps what the editor writes', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s><code>x</code></p>' +
      '<blockquote><p>引用</p></blockquote><ul><li>一</li></ul><ol><li>二</li></ol><hr><pre><code>c</code></pre>' +
      '<p><img src="/uploads/posts/2026/a-b.webp" alt="图"></p>';
    expect(sanitizePostHtml(html)).toBe(html.replace('<hr>', '<hr />').replace('alt="图">', 'alt="图" />'));
  });

  it('links open safely in a new tab and keep http(s) only', () => {
    expect(sanitizePostHtml('<a href="https://ok.example/x?a=1">链接</a>')).toBe(
      '<a href="https://ok.example/x?a=1" rel="noopener noreferrer nofollow ugc" target="_blank">链接</a>',
    );
    expect(sanitizePostHtml('<a href="javascript:alert(1)">链接</a>')).toBe('<a>链接</a>');
  });

  it('images from elsewhere are dropped', () => {
    expect(sanitizePostHtml('<p>a<img src="https://evil.example/x.png">b</p>')).toBe('<p>ab</p>');
  });

  it('plain text loses control characters only', () => {
    expect(toPlainText(' <b>标题</b>\u0000 ')).toBe('<b>标题</b>');
  });
});

describe('sanitizePostHtml with an S3 public base', () => {
  const base = 'https://img.example.com/frog/';
  const keyFromUrl = (url: string) => (url.startsWith(base) ? url.slice(base.length) : undefined);

  it('keeps images from exactly our configured base and drops every other host', () => {
    const ours = `${base}posts/a.webp`;

    expect(sanitizePostHtml(`<p><img src="${ours}" alt="图"></p>`, keyFromUrl)).toBe(
      `<p><img src="${ours}" alt="图" /></p>`,
    );
    for (const src of [
      'https://evil.example/frog/posts/a.webp',
      'https://img.example.com.evil.example/frog/posts/a.webp',
      'https://img.example.com/other/posts/a.webp',
      `${base}../posts/a.webp`,
      `${base}posts/a.svg`,
      '/uploads/posts/a.webp',
    ]) {
      expect(sanitizePostHtml(`<p>x<img src="${src}"></p>`, keyFromUrl)).toBe('<p>x</p>');
    }
  });
});
