import type { Frame, Page } from '@playwright/test';

/*
 * The attack suite's vectors (e2e README), generated rather than listed:
 * every XSS vector calls the sentinel `__xss(<its id>)` if it ever runs, and
 * every open-redirect payload names a foreign host. The classes follow the
 * OWASP filter-evasion cheat sheet, the mutation-XSS and namespace-confusion
 * write-ups (noscript/style/mglyph/foreignObject), `javascript:` URLs with
 * control characters and entities, template-injection strings and polyglots.
 */

export interface XssVector {
  readonly id: number;
  readonly kind: string;
  readonly payload: string;
}

/** What a vector runs: the sentinel with its id, in the spellings filters miss. */
function calls(id: number): string[] {
  return [`__xss(${id})`, `window['__x'+'ss'](${id})`, `top.__xss(${id})`, `(__xss)(${id})`, `self[atob('X194c3M=')](${id})`];
}

/** Ways out of the context a text might be put in (an attribute, a title, a textarea, a comment, a style, a script). */
const BREAKOUTS = ['', '">', "'>", '</title>', '</textarea>', '--!>', '</style>', '</script>', ']]>', '</noscript>', '"/>', '`>'];

/** Tags and the attribute that runs script on them without a click. */
const HANDLER_TAGS = [
  (js: string) => `<img src=x onerror=${js}>`,
  (js: string) => `<IMG SRC=/ onerror="${js}">`,
  (js: string) => `<img/src="x"/onerror=${js}>`,
  (js: string) => `<svg onload=${js}>`,
  (js: string) => `<svg/onload=${js}//`,
  (js: string) => `<body onload=${js}>`,
  (js: string) => `<iframe onload=${js}></iframe>`,
  (js: string) => `<input autofocus onfocus=${js}>`,
  (js: string) => `<details open ontoggle=${js}>`,
  (js: string) => `<video><source onerror=${js}></video>`,
  (js: string) => `<audio src=x onerror=${js}>`,
  (js: string) => `<select autofocus onfocus=${js}></select>`,
  (js: string) => `<textarea autofocus onfocus=${js}></textarea>`,
  (js: string) => `<marquee onstart=${js}>m</marquee>`,
  (js: string) => `<object data=x onerror=${js}></object>`,
  (js: string) => `<style onload=${js}></style>`,
  (js: string) => `<link rel=stylesheet href=x onerror=${js}>`,
  (js: string) => `<div onpointerover=${js} style="position:fixed;inset:0">x</div>`,
  (js: string) => `<x contenteditable autofocus onfocusin=${js}>x</x>`,
  (js: string) => `<image src=x onerror=${js}>`,
  (js: string) => `<img src=x:x onerror&#x3d;${js}>`,
  (js: string) => `<img """><script>${js}</script>">`,
  (js: string) => `<script>${js}</script>`,
  (js: string) => `<ScRiPt>${js}</sCrIpT>`,
  (js: string) => `<script/x>${js}</script>`,
  (js: string) => `<script src="data:text/javascript,${js}"></script>`,
  (js: string) => `<<script>${js}//<</script>`,
  (js: string) => `<scr<script>ipt>${js}</scr</script>ipt>`,
];

/** `javascript:` as filters fail to see it: case, entities, control characters, whitespace, comments. */
export function javascriptUrls(js: string): string[] {
  return [
    `javascript:${js}`,
    `JaVaScRiPt:${js}`,
    `java\tscript:${js}`,
    `java\nscript:${js}`,
    `java\rscript:${js}`,
    `\u0001javascript:${js}`,
    ` \u000bjavascript:${js}`,
    `\u0000javascript:${js}`,
    `javascript\u0000:${js}`,
    `jav&#x09;ascript:${js}`,
    `jav&#x0A;ascript:${js}`,
    `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${js}`,
    `&#x6A;avascript&colon;${js}`,
    `javascript&#58;${js}`,
    `javascript://%0a${js}`,
    `javascript://comment%0D%0A${js}`,
    `%6A%61%76%61%73%63%72%69%70%74:${js}`,
    `vbscript:${js}`,
    `data:text/html,<script>${js}</script>`,
    `data:text/html;base64,PHNjcmlwdD5fX3hzcygwKTwvc2NyaXB0Pg==`,
    `  javascript:${js}  `,
    `javascript:/*--></title></style></textarea></script><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${js}//'>`,
  ];
}

/** Elements that follow or load a URL, with the URL put in. */
const URL_CARRIERS = [
  (url: string) => `<a href="${url}">Link</a>`,
  (url: string) => `<a href=${url}>Link</a>`,
  (url: string) => `<iframe src="${url}"></iframe>`,
  (url: string) => `<form action="${url}"><button>Senden</button></form>`,
  (url: string) => `<form><button formaction="${url}">Senden</button></form>`,
  (url: string) => `<svg><a xlink:href="${url}"><text x="20" y="20">Link</text></a></svg>`,
  (url: string) => `<math><mi href="${url}">Link</mi></math>`,
  (url: string) => `<object data="${url}"></object>`,
  (url: string) => `<embed src="${url}">`,
  (url: string) => `<img src="${url}">`,
  (url: string) => `<meta http-equiv="refresh" content="0;url=${url}">`,
  (url: string) => `<base href="${url}">`,
];

/** Mutation XSS and namespace confusion: markup that changes meaning when parsed again. */
function mutations(js: string): string[] {
  return [
    `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
    `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`,
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${js}&gt;">`,
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
    `<svg><style><img src=x onerror=${js}></style></svg>`,
    `<math><style><img src=x onerror=${js}></style></math>`,
    `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
    `<svg><script>${js}</script></svg>`,
    `<svg><script href="data:,${js}"></script></svg>`,
    `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
    `<svg><set attributeName=onmouseover to=${js}>`,
    `<svg><a><animate attributeName=href values=javascript:${js} /><text x=20 y=20>Link</text></a></svg>`,
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${js}'/></svg>#x"/></svg>`,
    `<math><maction actiontype="statusline" xlink:href="javascript:${js}">m</maction></math>`,
    `<math><annotation-xml encoding="text/html"><img src=x onerror=${js}></annotation-xml></math>`,
    `<template><img src=x onerror=${js}></template>`,
    `<xmp><img src=x onerror=${js}></xmp>`,
    `<listing>&lt;img src=x onerror=${js}&gt;</listing>`,
    `<noembed><img title="</noembed><img src=x onerror=${js}>"></noembed>`,
    `<noframes><img title="</noframes><img src=x onerror=${js}>"></noframes>`,
    `<iframe srcdoc="<script>parent.${js}</script>"></iframe>`,
    `<iframe srcdoc="&lt;img src=x onerror=parent.${js}&gt;"></iframe>`,
    `<table><td><svg><desc><table><img src=x onerror=${js}></table></desc></svg></td></table>`,
    `<select><template><style></select><img src=x onerror=${js}></style></template></select>`,
    `<a id=x tabindex=1 onfocus=${js}></a><a href="#x">Sprung</a>`,
    `<div style="background:url(javascript:${js})">x</div>`,
    `<div style="width:expression(${js})">x</div>`,
    `<style>@import 'javascript:${js}';</style>`,
    `<img src="x` + '`' + ` onerror=${js}>`,
    `<img src=x onerror=\u0000${js}>`,
    `<!--<img src="--><img src=x onerror=${js}//">`,
    `<![CDATA[><img src=x onerror=${js}>]]>`,
  ];
}

/** Strings a template engine would evaluate (AngularJS, Vue, EJS, Handlebars, JS template literals). */
function templates(id: number): string[] {
  return [
    `{{constructor.constructor('__xss(${id})')()}}`,
    `{{$on.constructor('__xss(${id})')()}}`,
    `{{__xss(${id})}}`,
    `{{{__xss(${id})}}}`,
    '${__xss(' + id + ')}',
    `#{__xss(${id})}`,
    `<%= __xss(${id}) %>`,
    `[[\${__xss(${id})}]]`,
    `{{'a'.constructor.prototype.charAt=[].join;$eval('x=__xss(${id})');}}`,
    `<div v-html="'<img src=x onerror=__xss(${id})>'"></div>`,
    `<div ng-app ng-csp><input autofocus ng-focus="$event.view.__xss(${id})"></div>`,
    `{{_c.constructor('__xss(${id})')()}}`,
  ];
}

/** Polyglots: one string that runs in many contexts at once. */
function polyglots(js: string): string[] {
  return [
    `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${js} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${js}//>\\x3e`,
    `'"--></style></script><script>${js}</script>`,
    `"'><img src=x onerror=${js}><"'`,
    `-->'"/></sCript><svG x=">" onload=(co\\u006efirm)\`\`>${js}`,
    `';${js};//\\';${js};//";${js};//\\";${js};//--></SCRIPT>">'><SCRIPT>${js}</SCRIPT>`,
    `</script><svg onload=${js}>"'\`><img src=x onerror=${js}>`,
  ];
}

/** Encoded once or twice: a page that decodes again (entities, percent, unicode escapes) would run it. */
function encodings(js: string): string[] {
  const raw = `<img src=x onerror=${js}>`;
  return [
    raw.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    raw.replace(/</g, '&amp;lt;').replace(/>/g, '&amp;gt;'),
    encodeURIComponent(raw),
    encodeURIComponent(encodeURIComponent(raw)),
    raw.replace(/</g, '\\u003c').replace(/>/g, '\\u003e'),
    raw.replace(/</g, '\\x3c').replace(/>/g, '\\x3e'),
    raw.replace(/</g, '＜').replace(/>/g, '＞'),
    raw.replace(/</g, '%C0%BC').replace(/>/g, '%C0%BE'),
  ];
}

/** Several hundred XSS vectors, each with its own id. */
export function xssVectors(): XssVector[] {
  const vectors: XssVector[] = [];
  const add = (kind: string, make: (id: number) => string) => {
    const id = vectors.length + 1;
    vectors.push({ id, kind, payload: make(id) });
  };
  // Handlers on every tag, behind every way out of a context, with the call spelt in turn.
  HANDLER_TAGS.forEach((tag, t) => BREAKOUTS.forEach((out, b) => add('filter-evasion', (id) => out + tag(calls(id)[(t + b) % 5]!))));
  // javascript: URLs in every carrier.
  URL_CARRIERS.forEach((carrier, c) =>
    javascriptUrls('__xss(0)').forEach((_, u) => add('javascript-url', (id) => carrier(javascriptUrls(`__xss(${id})`)[(u + c) % 22]!))),
  );
  for (let round = 0; round < 2; round += 1) {
    mutations('__xss(0)').forEach((_, m) => add('mutation-namespace', (id) => mutations(calls(id)[round * 2]!)[m]!));
  }
  templates(0).forEach((_, t) => add('template-injection', (id) => templates(id)[t]!));
  polyglots('__xss(0)').forEach((_, p) => add('polyglot', (id) => polyglots(`__xss(${id})`)[p]!));
  encodings('__xss(0)').forEach((_, e) => add('encoded', (id) => encodings(`__xss(${id})`)[e]!));
  return vectors;
}

/** URL-only vectors for fields that hold a link or a picture's source. */
export function xssUrlVectors(firstId: number): XssVector[] {
  return javascriptUrls('__xss(0)').map((_, u) => ({ id: firstId + u, kind: 'javascript-url', payload: javascriptUrls(`__xss(${firstId + u})`)[u]! }));
}

export const ALL_XSS = xssVectors();
export const URL_XSS = xssUrlVectors(ALL_XSS.length + 1);

/** Without ATTACK_FULL the per-page-load sets that are slow to run are cut to every n-th vector. */
export const ATTACK_FULL = Boolean(process.env.ATTACK_FULL);
export function sample<T>(items: readonly T[], quickCount: number): T[] {
  if (ATTACK_FULL || items.length <= quickCount) return [...items];
  const step = items.length / quickCount;
  return Array.from({ length: quickCount }, (_, index) => items[Math.floor(index * step)]!);
}

/**
 * The sentinel: `__xss(id)` anywhere (the page, a frame, a late script) reports
 * to the test. Installed before any of the page's scripts.
 */
export async function installSentinel(page: Page): Promise<Set<string>> {
  const executed = new Set<string>();
  await page.exposeFunction('__xssReport', (id: unknown) => {
    executed.add(String(id));
  });
  await page.addInitScript(() => {
    const report = (id: unknown) => (window as unknown as { __xssReport: (id: unknown) => void }).__xssReport(id);
    Object.defineProperty(window, '__xss', { value: report, configurable: false, writable: false });
    // The common sinks of hand-written vectors count too (alert(1) and friends).
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      (window as unknown as Record<string, unknown>)[name] = (value: unknown) => report(`${name}:${String(value)}`);
    }
  });
  return executed;
}

/**
 * The page's own Content-Security-Policy is taken off the document, so the
 * count measures what the storefront lets through (sanitizers, React, URL
 * checks), not what the policy would block behind them.
 */
export async function withoutCsp(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    return route.fulfill({ response, headers });
  });
}

export interface DomFindings {
  /** `javascript:`/`vbscript:` (or a `data:` document) left in href, src, action, formaction, xlink:href, data, … */
  readonly scriptUrls: string[];
  /** Any `on…` attribute (React never writes one), a `<base>`, a meta refresh, an injected script or srcdoc. */
  readonly otherDangerous: string[];
}

/** Scans one document (and its open shadow roots) for markup that runs script or would if CSP were off. */
async function scanFrame(frame: Frame): Promise<DomFindings> {
  return frame
    .evaluate(() => {
      const scriptUrls: string[] = [];
      const otherDangerous: string[] = [];
      // eslint-disable-next-line no-control-regex
      const compact = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'codebase', 'cite', 'srcset', 'to', 'values', 'from', 'by']);
      const visit = (root: ParentNode) => {
        for (const element of Array.from(root.querySelectorAll('*'))) {
          const tag = element.tagName.toLowerCase();
          for (const attribute of Array.from(element.attributes)) {
            const name = attribute.name.toLowerCase();
            const value = compact(attribute.value);
            if (URL_ATTRIBUTES.has(name) && /(^|[;,\s])(javascript|vbscript):/.test(value)) scriptUrls.push(`<${tag} ${name}="${attribute.value.slice(0, 80)}">`);
            else if (URL_ATTRIBUTES.has(name) && /^data:(text\/html|application|image\/svg)/.test(value) && ['iframe', 'object', 'embed', 'script', 'a', 'form', 'button'].includes(tag))
              otherDangerous.push(`<${tag} ${name}="${attribute.value.slice(0, 80)}">`);
            if (name.startsWith('on')) otherDangerous.push(`<${tag} ${name}>`);
            if (name === 'srcdoc' && /__xss/.test(attribute.value)) otherDangerous.push(`<${tag} srcdoc>`);
          }
          if (tag === 'base') otherDangerous.push('<base>');
          if (tag === 'meta' && (element.getAttribute('http-equiv') ?? '').toLowerCase() === 'refresh') otherDangerous.push('<meta refresh>');
          // A script that runs (no type, a JavaScript type or a module) carrying a vector; JSON data blocks (ld+json) never run.
          const scriptType = (element.getAttribute('type') ?? '').trim().toLowerCase();
          const runs = scriptType === '' || scriptType === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(scriptType);
          if (tag === 'script' && runs && /__xss|alert/.test(element.textContent + (element.getAttribute('src') ?? '')))
            otherDangerous.push(`<script type="${scriptType}"> with a vector: ${(element.textContent ?? '').slice(0, 60)}`);
          if (element.shadowRoot) visit(element.shadowRoot);
        }
      };
      visit(document);
      return { scriptUrls, otherDangerous };
    })
    .catch(() => ({ scriptUrls: [], otherDangerous: [] }));
}

/** Scans the page and every frame in it. */
export async function scanPage(page: Page): Promise<DomFindings> {
  const all = await Promise.all(page.frames().map(scanFrame));
  return { scriptUrls: all.flatMap((f) => f.scriptUrls), otherDangerous: all.flatMap((f) => f.otherDangerous) };
}

/** How many of the given vectors reached the page as inert text or attribute values (so the test did not pass by showing nothing). */
export async function vectorsInPage(page: Page, ids: readonly number[]): Promise<number> {
  const html = await page.evaluate(() => document.documentElement.outerHTML + document.body.innerText).catch(() => '');
  return ids.filter((id) => html.includes(`(${id})`) || html.includes(`(${id}`) || html.includes(`__xss(${id})`)).length;
}
