/** The allow-list sanitiser of rich text (sanitize.ts): what a hostile operator could type never survives. */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

const hostile = [
  '<script>alert(1)</script>',
  '<SCRIPT src=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://a.example/p.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href=" java\tscript:alert(1)">x</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">hi</p>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)//',
  '<!--<script>alert(1)</script>-->',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<div><object data="x"></object><embed src="x"></div>',
];

describe('sanitizeHtml', () => {
  it.each(hostile)('leaves nothing that runs: %s', (input) => {
    const out = sanitizeHtml(input);
    expect(out).not.toMatch(/<script|<svg|<iframe|<object|<embed|<style|<math/i);
    // Text that looked like a tag is escaped (inert); no real tag carries a handler, a style or a script URL.
    for (const tag of out.match(/<[^>]*>/g) ?? []) {
      expect(tag).not.toMatch(/\son\w+\s*=/i);
      expect(tag).not.toMatch(/javascript:|style=/i);
    }
    // Idempotent: what is stored is served unchanged.
    expect(sanitizeHtml(out)).toBe(out);
  });

  it('keeps the formatting an operator means', () => {
    const html =
      '<h3>新用户专享</h3><p>首单立减 <strong>5 元</strong> &amp; <em>包邮</em></p><ul><li>一</li></ul>' +
      '<img src="/api/blade-resource/oss/file/abc.png" alt="图" width="300">';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<a href="https://www.example.com/a?b=1&c=2">去看看</a>')).toBe(
      '<a href="https://www.example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">去看看</a>',
    );
  });

  it('escapes stray brackets and balances tags', () => {
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeHtml('<p><b>open')).toBe('<p><b>open</b></p>');
    expect(sanitizeHtml('</div>text')).toBe('text');
    expect(sanitizeHtml(null)).toBe('');
  });
});
