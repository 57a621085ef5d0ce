import { describe, expect, it } from 'vitest';
import { ALT_TEXT_MESSAGE, imgAlt, validateAltText } from '../../shared/content/media/alt-text';
import { buildDay, daysUntil, isJobExpired, isJobOpen, isNewsExpired, isoDay, localDay, openJobs, visibleNews } from '../../shared/content/read/expiry';
import { dataUrlPixelSize, imagePixelSize } from '../../shared/content/media/image-size';
import { validators } from '../../shared/content/model/validation';
import { pngDataUrl } from '../fixtures/health-content';
import { collaborator, job, news, project } from './content-fixtures';

describe('the job rule', () => {
  it('open through its closing day, closed the day after', () => {
    const j = job({ closingDate: '2026-12-15' });
    expect(isJobOpen(j, '2026-12-14')).toBe(true);
    expect(isJobOpen(j, '2026-12-15')).toBe(true);
    expect(isJobOpen(j, '2026-12-16')).toBe(false);
    expect(isJobExpired(j, '2026-12-16')).toBe(true);
  });

  it("the spec's isOpen rule still holds: closed stays closed, no closing date stays open", () => {
    expect(isJobOpen(job({ isOpen: false, closingDate: '2099-01-01' }), '2026-01-01')).toBe(false);
    expect(isJobOpen(job({ isOpen: false }), '2026-01-01')).toBe(false);
    expect(isJobOpen(job({}), '2126-01-01')).toBe(true);
    // An unreadable closing date cannot expire a job.
    expect(isJobOpen(job({ closingDate: 'soon' }), '2126-01-01')).toBe(true);
    expect(isJobOpen(job({ closingDate: '2026-02-30' }), '2126-01-01')).toBe(true);
  });

  it('openJobs keeps the order and drops closed and expired jobs', () => {
    const jobs = [job({ id: 'a' }), job({ id: 'b', closingDate: '2026-01-01' }), job({ id: 'c', isOpen: false }), job({ id: 'd', closingDate: '2027-01-01' })];
    expect(openJobs(jobs, '2026-06-01').map((j) => j.id)).toEqual(['a', 'd']);
  });
});

describe('news expiry', () => {
  it('shown through the expiry day; no expiry date never expires', () => {
    expect(isNewsExpired(news({ expiryDate: '2026-03-01' }), '2026-03-01')).toBe(false);
    expect(isNewsExpired(news({ expiryDate: '2026-03-01' }), '2026-03-02')).toBe(true);
    expect(isNewsExpired(news({}), '2999-01-01')).toBe(false);
    expect(visibleNews([news({ id: 'a' }), news({ id: 'b', expiryDate: '2020-01-01' })], '2026-01-01').map((n) => n.id)).toEqual(['a']);
  });
});

describe('days', () => {
  it('reads only real calendar days', () => {
    expect(isoDay('2026-02-28')).toBe('2026-02-28');
    expect(isoDay(' 2026-02-28 ')).toBe('2026-02-28');
    expect(isoDay('2026-02-29')).toBeNull();
    expect(isoDay('28.02.2026')).toBeNull();
    expect(daysUntil('2026-03-01', '2026-02-27')).toBe(2);
    expect(daysUntil('2026-02-27', '2026-03-01')).toBe(-2);
    expect(daysUntil(undefined, '2026-03-01')).toBeNull();
  });

  it('the build day is BUILD_DATE when valid, else the local date', () => {
    const now = new Date(2026, 10, 24, 23, 30);
    expect(buildDay({ BUILD_DATE: '2030-01-02' }, now)).toBe('2030-01-02');
    expect(buildDay({ BUILD_DATE: 'tomorrow' }, now)).toBe('2026-11-24');
    expect(buildDay({}, now)).toBe(localDay(now));
  });
});

describe('alt text rule', () => {
  it('an image needs alt text or the decorative choice', () => {
    expect(validateAltText('projects', project({ image: '/x.png' }))).toBe(ALT_TEXT_MESSAGE);
    expect(validateAltText('projects', project({ image: '/x.png', imageAlt: '' }))).toBeNull();
    expect(validateAltText('projects', project({ image: '/x.png', imageAlt: 'A brain' }))).toBeNull();
    expect(validateAltText('projects', project({}))).toBeNull();
    expect(validateAltText('collaborators', collaborator({ logo: '/l.png' }))).toBe(ALT_TEXT_MESSAGE);
  });

  it("the forms' validators ask for it after their own rules", () => {
    const check = validators.projects as (item: unknown) => string | null;
    expect(check(project({ image: '/x.png' }))).toBe(ALT_TEXT_MESSAGE);
    expect(check(project({ title: '', image: '/x.png' }))).toBe('Please fill in all required fields and add at least one category');
    expect((validators.collaborators as (item: unknown) => string | null)(collaborator({ logo: '/l.png', logoAlt: '' }))).toBeNull();
    expect((validators.newsItems as (item: unknown) => string | null)(news({ imageUrl: '/x.png', emojiHexcodes: ['1F680'] }))).toBeNull();
  });

  it('the page alt is the text, or empty for decorative and unwritten', () => {
    expect(imgAlt(' A chart ')).toBe('A chart');
    expect(imgAlt('')).toBe('');
    expect(imgAlt(undefined)).toBe('');
  });
});

describe('image sizes from bytes', () => {
  it('reads PNG sizes from a data URL and GIF sizes from bytes; other text is no image', () => {
    expect(dataUrlPixelSize(pngDataUrl(321, 7))).toEqual({ width: 321, height: 7 });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x10, 0x01, 0x20, 0x00]);
    expect(imagePixelSize(gif)).toEqual({ width: 272, height: 32 });
    expect(dataUrlPixelSize('data:text/plain;base64,aGVsbG8=')).toBeNull();
    expect(imagePixelSize(new TextEncoder().encode('<svg/>'))).toBeNull();
  });

  it('reads a JPEG frame header', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x58, 0x03, 0x20, 0x03, 0, 0, 0, 0, 0, 0]);
    expect(imagePixelSize(jpeg)).toEqual({ width: 800, height: 600 });
  });
});
