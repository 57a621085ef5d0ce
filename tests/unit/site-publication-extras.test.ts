/**
 * A merged paper's preprint link and a stored citation count are in the prerendered HTML of
 * the paper's page and of the list, and in its Scholar tags and JSON-LD.
 */
import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { renderPage } from '../../site/entry-server';
import { formatReadDate } from '../../site/components/publication-extras';
import { scholarlyArticleJsonLd, scholarMeta } from '../../site/routes/publication-head';

const site = { origin: 'https://lab.example.org', basePath: '/' };

function contentWithExtras() {
  const content = seedContent();
  content.publications = content.publications.map((pub) =>
    pub.id === 'pub-001' ? { ...pub, preprintUrls: ['https://arxiv.org/abs/2501.01234'], citedBy: { count: 12, date: '2026-11-24' } } : pub,
  );
  return content;
}

describe('preprint links and citation counts on the site', () => {
  it('formats the read date the same everywhere', () => {
    expect(formatReadDate('2026-11-24')).toBe('24 Nov 2026');
    expect(formatReadDate('2026-01-05')).toBe('5 Jan 2026');
  });

  it('the paper page and the list carry "Cited by N (date)" and the preprint link in their HTML', async () => {
    const content = contentWithExtras();
    const page = await renderPage('/publications/pub-001', site, content);
    expect(page.body).toContain('Cited by 12 (24 Nov 2026)');
    expect(page.body).toMatch(/<a href="https:\/\/arxiv\.org\/abs\/2501\.01234"[^>]*>Preprint<\/a>/);
    const list = await renderPage('/publications', site, content);
    expect(list.body).toContain('Cited by 12 (24 Nov 2026)');
    // Without a stored count, nothing is said.
    const plain = await renderPage('/publications/pub-001', site, seedContent());
    expect(plain.body).not.toContain('Cited by');
    expect(plain.body).not.toContain('>Preprint<');
  });

  it('names the preprint in sameAs and gives Scholar its PDF', () => {
    const pub = contentWithExtras().publications.find((p) => p.id === 'pub-001')!;
    expect(scholarlyArticleJsonLd(seedContent(), pub, site).sameAs).toEqual(['https://doi.org/10.5555/dml.2026.001', 'https://arxiv.org/abs/2501.01234']);
    expect(scholarMeta(pub, site)).toContainEqual({ name: 'citation_pdf_url', content: 'https://arxiv.org/pdf/2501.01234' });
    const single = seedContent().publications.find((p) => p.id === 'pub-001')!;
    expect(scholarlyArticleJsonLd(seedContent(), single, site).sameAs).toBe('https://doi.org/10.5555/dml.2026.001');
  });
});

describe('the change review names the new fields in words', async () => {
  const { fieldLabel, showValue } = await import('../../shared/content/review/review');
  it('preprint URLs and cited by', () => {
    expect(fieldLabel('preprintUrls')).toBe('preprint URLs');
    expect(fieldLabel('citedBy')).toBe('cited by');
    expect(showValue({ count: 12, date: '2026-11-24' })).toBe('12 (read 2026-11-24)');
    expect(showValue(['https://arxiv.org/abs/1'])).toBe('https://arxiv.org/abs/1');
  });
});
