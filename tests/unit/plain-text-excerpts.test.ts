/**
 * Plain text of Markdown wherever the site shows text without formatting: the site search's
 * result excerpts (in a visitor's browser, which has no parser), meta descriptions and JSON-LD
 * descriptions. The tests below run in order: the first as a visitor's browser (no parser
 * loaded), the last with the parser, as the build has it.
 */
import { describe, expect, it } from 'vitest';
import * as markdown from '../../shared/content/prose/markdown';
import type { Content } from '../../shared/content/model/model';
import { textKey } from '../../shared/content/prose/markdown-tree';
import type { NewsItem } from '../../shared/content/model/schemas';
import {
  loadedMarkdown,
  plainText as shownPlainText,
  rememberPlainTexts,
  setMarkdownParser,
} from '../../shared/ui/markdown-trees';
import { headTags } from '../../site/head-tags';
import { newsItemHead, projectHead } from '../../site/heads/item-heads';
import { searchPlainTexts, slicePage } from '../../site/prerender/page-slices';
import { buildIndex, queryTerms, search, snippet } from '../../site/search/engine';
import { newsArticleLd, researchProjectLd } from '../../site/structured-data';
import { seedContent } from '../fixtures/content/seed';

const MARKED = [
  '# Field season',
  '',
  'We measured **forty-two** sites with the `loopctl` tool, as [our research page](/projects) explains.',
  '',
  '## What we found',
  '',
  '- *Quillwort* grows on every shore',
  '- the ~~old~~ maps were right',
  '',
  '> A quote from the *report*.',
  '',
  '![A quillwort on a stone](/assets/news/quillwort.png)',
  '',
  '```',
  'loopctl run --all',
  '```',
].join('\n');

const MARKS = /\*\*|\]\(|`|(^|\s)#{1,6}\s|(^|\s)>\s|!\[/;

function markedContent(): Content {
  const content = seedContent();
  const item: NewsItem = {
    ...content.newsItems[0]!,
    id: 'news-marked',
    title: 'A season in the field',
    content: MARKED,
    emojiHexcodes: ['1F33F'],
  };
  const project = {
    ...content.projects[0]!,
    description: 'Models of **quillwort** growth, from [the survey](https://survey.example.org/).',
  };
  return { ...content, newsItems: [item, ...content.newsItems], projects: [project, ...content.projects.slice(1)] };
}

describe("a visitor's search (no parser in the browser)", () => {
  it('has no parser loaded here, so the text alone shows its marks', () => {
    expect(loadedMarkdown()).toBeNull();
    expect(shownPlainText(MARKED)).toMatch(MARKS);
  });

  it("reads the plain texts the search page's data carries: excerpts and matches have no marks", () => {
    const content = markedContent();
    const data = slicePage('/search', content, {});
    expect(data.plain).toBeDefined();
    expect(data.plain).toEqual(searchPlainTexts(content));
    // Only the texts whose words differ from the text as written are carried.
    expect(data.plain![textKey(MARKED)]).toBe(markdown.plainText(MARKED));
    const unmarked = content.newsItems.find((item) => !/[*_`[\]#>]/.test(item.content))!;
    expect(data.plain![textKey(unmarked.content)]).toBeUndefined();
    rememberPlainTexts(data.plain);

    const index = buildIndex(content);
    const doc = index.docs.find((entry) => entry.kind === 'news' && entry.id === 'news-marked')!;
    expect(doc.body).toBe(markdown.plainText(MARKED));
    expect(doc.body).not.toMatch(MARKS);
    expect(doc.body).toContain('We measured forty-two sites with the loopctl tool, as our research page explains.');

    const results = search(index, 'quillwort');
    const hit = results.find((result) => result.doc.id === 'news-marked')!;
    expect(hit).toBeDefined();
    const excerpt = snippet(hit.doc.body, queryTerms('quillwort'), 80);
    expect(excerpt).toContain('Quillwort grows on every shore');
    expect(excerpt).not.toMatch(MARKS);
    // A link's address is no word of the text: the project is found by its words, not by its link's host.
    const project = content.projects[0]!;
    expect(search(index, 'example').some((result) => result.doc.id === project.id)).toBe(false);
    expect(search(index, 'survey').some((result) => result.doc.id === project.id)).toBe(true);
  });

  it('other pages carry no plain texts', () => {
    expect(slicePage('/news/:id', markedContent(), { id: 'news-marked' }).plain).toBeUndefined();
    expect(slicePage('/', markedContent(), {}).plain).toBeUndefined();
  });

  it("carries the plain texts of the page's language", () => {
    const content = markedContent();
    const item = content.newsItems[0]!;
    const translated = {
      ...content,
      newsItems: [
        { ...item, translations: { nb: { title: 'En sesong', content: 'Vi målte **førtito** steder.' } } },
        ...content.newsItems.slice(1),
      ],
    };
    const plain = Object.values(slicePage('/search', translated, {}, 'nb').plain ?? {});
    expect(plain).toContain('Vi målte førtito steder.');
    expect(plain).not.toContain(markdown.plainText(MARKED));
  });
});

describe('meta descriptions and JSON-LD descriptions (the parser at hand, as at build)', () => {
  it('use the plain text of the Markdown', () => {
    setMarkdownParser(markdown);
    const content = markedContent();
    const site = { origin: 'https://lab.example.org', basePath: '/' };
    const head = newsItemHead(content, { id: 'news-marked' }, site);
    expect(head.description).toMatch(/^Field season We measured forty-two sites with the loopctl tool/);
    const tags = headTags(head, site, '/news/news-marked', content.labProfile);
    for (const name of ['description', 'og:description', 'twitter:description']) {
      const value = tags.find((tag) => tag.attrs.name === name || tag.attrs.property === name)?.attrs.content;
      expect(value).toBeTruthy();
      expect(value).not.toMatch(MARKS);
    }
    const project = content.projects[0]!;
    expect(projectHead(content, { id: project.id }, site).description).toBe(
      'Models of quillwort growth, from the survey.',
    );
    expect(researchProjectLd(site, project, content).description).toBe('Models of quillwort growth, from the survey.');
    expect(JSON.stringify(newsArticleLd(site, content.newsItems[0]!, content.labProfile))).not.toMatch(/\*\*|\]\(/);
  });
});
