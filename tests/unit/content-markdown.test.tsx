/* eslint-disable no-script-url -- these tests feed script URLs in to prove they are refused */
/**
 * A lab's prose as Markdown (docs/decisions/076): the tree the parser makes, what it refuses,
 * the plain text, the feed's HTML, and the page components that show a tree.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { markdownLinks, markdownTree, plainText } from '../../shared/content/prose/markdown';
import {
  paragraphTree,
  readStoredTree,
  storedTree,
  textKey,
  toHtml,
  treeText,
  truncateTree,
} from '../../shared/content/prose/markdown-tree';
import { MarkdownTreesProvider } from '../../shared/ui/markdown-trees';
import { Prose } from '../../shared/ui/prose';

const html = (markdown: string, headingBase = 1) => toHtml(markdownTree(markdown), { headingBase });

/** The markup a page shows for a text, with its tree given (as the prerenderer and a page's data give it). */
function page(text: string, headingBase = 2): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <MarkdownTreesProvider source={{ tree: markdownTree }}>
        <Prose text={text} headingBase={headingBase} />
      </MarkdownTreesProvider>
    </StaticRouter>,
  );
}

describe('Markdown prose', () => {
  it('makes bold, emphasis, lists, links, code and headings', () => {
    expect(
      html(
        '# Aims\n\nWe **measure** *attention*.\n\n- one\n- two\n\n1. first\n\nSee [our work](/projects) and `code`.',
      ),
    ).toBe(
      '<h1>Aims</h1><p>We <strong>measure</strong> <em>attention</em>.</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
        '<p>See <a href="/projects">our work</a> and <code>code</code>.</p>',
    );
    expect(html('3. third\n4. fourth')).toBe('<ol start="3"><li>third</li><li>fourth</li></ol>');
    expect(html('```\nlet x = 1 < 2;\n```')).toBe('<pre><code>let x = 1 &lt; 2;</code></pre>');
  });

  it('shifts headings below the page’s own, never past h6', () => {
    expect(html('# A\n\n## B', 2)).toBe('<h2>A</h2><h3>B</h3>');
    expect(html('# A\n\n###### F', 3)).toBe('<h3>A</h3><h6>F</h6>');
    // A text that starts at "##" skips no level either: its highest heading sits right below the page's.
    expect(html('## A\n\n### B', 2)).toBe('<h2>A</h2><h3>B</h3>');
    expect(page('Intro\n\n### Deep', 2)).toBe('<p>Intro</p><h2>Deep</h2>');
    expect(page('# Aims\n\n## Methods')).toBe('<h2>Aims</h2><h3>Methods</h3>');
    expect(page('# In a card', 4)).toBe('<h4>In a card</h4>');
  });

  it('shows raw HTML as the characters typed, never as markup', () => {
    const tree = markdownTree(
      'Hello <script>alert(1)</script> <b onclick="x()">bold</b>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(JSON.stringify(tree)).not.toContain('"tag":"script"');
    expect(treeText(tree)).toBe(
      'Hello <script>alert(1)</script> <b onclick="x()">bold</b> <iframe src="https://evil.example"></iframe>',
    );
    const shown = page('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(shown).toBe('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('refuses script addresses: the link’s text stays, without a link', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      '%6Aavascript:alert(1)',
      'vbscript:x',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/x',
    ]) {
      const tree = markdownTree(`Click [here](${href}) now`);
      expect(tree, href).toEqual([{ tag: 'p', children: ['Click here now'] }]);
    }
    expect(page('[x](javascript:alert(1))')).toBe('<p>x</p>');
    expect(html('<javascript:alert(1)>')).not.toContain('href');
    // Not a link at all in CommonMark (a space in the address): its characters, as typed.
    expect(html('[x](java\tscript:alert(1))')).toBe('<p>[x](java\tscript:alert(1))</p>');
  });

  it('allows data: only for the images the studio stores, never for links', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(markdownTree(`![A chart](${png})`)).toEqual([
      { tag: 'p', children: [{ tag: 'img', attrs: { src: png, alt: 'A chart' } }] },
    ]);
    expect(markdownTree('![A chart](asset:news/chart.webp)')).toEqual([
      { tag: 'p', children: [{ tag: 'img', attrs: { src: 'asset:news/chart.webp', alt: 'A chart' } }] },
    ]);
    expect(markdownTree('![Vector](data:image/svg+xml;base64,PHN2Zz4=)')).toEqual([{ tag: 'p', children: ['Vector'] }]);
    expect(markdownTree(`[a picture](${png})`)).toEqual([{ tag: 'p', children: ['a picture'] }]);
    expect(markdownTree('[stored](asset:news/chart.webp)')).toEqual([{ tag: 'p', children: ['stored'] }]);
  });

  it('gives external links rel="noopener" and keeps site paths in the site', () => {
    expect(html('[Council](https://www.forskningsradet.no/)')).toBe(
      '<p><a href="https://www.forskningsradet.no/" rel="noopener noreferrer">Council</a></p>',
    );
    expect(page('[Council](https://www.forskningsradet.no/)')).toBe(
      '<p><a href="https://www.forskningsradet.no/" target="_blank" rel="noopener noreferrer">Council</a></p>',
    );
    expect(page('[our research page](/projects)')).toBe('<p><a href="/projects/">our research page</a></p>');
    expect(html('[Write](mailto:lab@example.org)')).toBe('<p><a href="mailto:lab@example.org">Write</a></p>');
  });

  it('keeps plain text as paragraphs separated by a blank line', () => {
    const text = 'First paragraph.\n\nSecond paragraph,\non two lines.';
    expect(markdownTree(text)).toEqual(paragraphTree(text));
    expect(page(text)).toBe('<p>First paragraph.</p><p>Second paragraph,\non two lines.</p>');
    expect(storedTree(text, markdownTree(text))).toBe(0);
    expect(readStoredTree(text, 0)).toEqual(paragraphTree(text));
    expect(storedTree('**b**', markdownTree('**b**'))).not.toBe(0);
  });

  it('gives plain text for descriptions, search and JSON-LD', () => {
    expect(plainText('# Aims\n\nWe **measure** [attention](/x).\n\n- one\n- two')).toBe(
      'Aims We measure attention. one two',
    );
    expect(plainText('A [b](/x).\n\nC')).toBe('A b. C');
    expect(plainText('![A chart](https://example.org/c.png) shows `x`')).toBe('A chart shows x');
  });

  it('escapes the feed’s HTML and the attributes in it', () => {
    expect(html('Fish & chips <em>x</em> "quoted"')).toBe(
      '<p>Fish &amp; chips &lt;em&gt;x&lt;/em&gt; &quot;quoted&quot;</p>',
    );
    expect(html('[a](https://example.org/?a=1&b="2")')).toBe(
      '<p><a href="https://example.org/?a=1&amp;b=%222%22" rel="noopener noreferrer">a</a></p>',
    );
    const absolute = toHtml(markdownTree('[page](/projects) ![p](/assets/a.png) ![q](asset:x.webp)'), {
      address: (url) => (url.startsWith('/') ? `https://lab.example.org${url}` : null),
    });
    expect(absolute).toBe(
      '<p><a href="https://lab.example.org/projects">page</a> <img src="https://lab.example.org/assets/a.png" alt="p"> q</p>',
    );
  });

  it('cuts a tree at a number of characters, its formatting kept', () => {
    const tree = markdownTree('We **measure attention** in mice and men.');
    expect(toHtml(truncateTree(tree, 12))).toBe('<p>We <strong>measure a...</strong></p>');
    expect(toHtml(truncateTree(tree, 100))).toBe(toHtml(tree));
    const long = 'x'.repeat(130);
    expect(treeText(truncateTree(markdownTree(long), 115))).toBe(`${long.slice(0, 115)}...`);
  });

  it('lists the link addresses a text holds, for the profile’s checks', () => {
    expect(markdownLinks('[a](/join-us) and [b](javascript:alert(1)) and <https://example.org>')).toEqual([
      '/join-us',
      'javascript:alert(1)',
      'https://example.org',
    ]);
  });

  it('keys a page’s trees by a short, stable key', () => {
    expect(textKey('a')).toBe(textKey('a'));
    expect(textKey('a')).not.toBe(textKey('b'));
    expect(textKey('x'.repeat(5000)).length).toBeLessThan(16);
  });
});
