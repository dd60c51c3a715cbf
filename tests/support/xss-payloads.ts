/**
 * Rich-text payloads that try to run script or load from elsewhere once rendered; each must come
 * out of the sanitiser with nothing executable (tests/api/admin-news.test.ts).
 */
export const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<img src="/files/a.webp" onerror="alert(1)">',
  "<img src=x onerror=alert(1)//",
  '<img src="https://evil.example/pixel.png">',
  '<img src="//evil.example/pixel.png">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<img src="/files/../../etc/passwd">',
  '<img src="/\\evil.example/x.png">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  "<svg><script>alert(1)</script></svg>",
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<p onclick="alert(1)">click</p>',
  '<h2 onmouseover="alert(1)">hover</h2>',
  '<div><p>unclosed <b onmouseover="alert(1)">bold',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<a href="/news" onfocus="alert(1)" autofocus>x</a>',
  "<template><script>alert(1)</script></template>",
  '<input autofocus onfocus="alert(1)">',
  '<blockquote cite="javascript:alert(1)" style="x">quote</blockquote>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
] as const;

/** Anything in sanitised HTML that could run or fetch from elsewhere. */
export function executableParts(html: string): string[] {
  const found: string[] = [];
  const checks: Array<[string, RegExp]> = [
    ["script tag", /<\s*script/i],
    ["event handler", /<[^>]*\son[a-z]+\s*=/i],
    ["style", /<[^>]*\sstyle\s*=|<\s*style/i],
    ["javascript: url", /(href|src|action|data|cite)\s*=\s*["']?\s*(javascript|vbscript|data):/i],
    ["embedding tag", /<\s*(iframe|svg|math|object|embed|form|input|meta|base|link|template|noscript)\b/i],
    ["other-origin image", /<img[^>]*\ssrc\s*=\s*(?!["']?\/(files\/|api\/resource\/oss\/download\/))/i],
    ["protocol-relative", /(href|src)\s*=\s*["']?\/\//i],
  ];
  for (const [name, pattern] of checks) if (pattern.test(html)) found.push(name);
  return found;
}
