/* eslint-disable no-script-url -- these tests feed script URLs in to prove they are refused */
import { describe, expect, it } from 'vitest';
import { codeHostProfileUrl, doiUrl, isExternal, mailtoUrl, safeUrl } from '../../shared/content/read/urls';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('safeUrl: accepted', () => {
  it.each([
    ['http://example.org/a', 'http://example.org/a'],
    ['https://example.org/a?b=1#c', 'https://example.org/a?b=1#c'],
    ['  https://example.org/x  ', 'https://example.org/x'],
    ['HTTPS://Example.org/X', 'https://example.org/X'],
    ['https://example.org', 'https://example.org/'],
  ])('link %s', (input, output) => {
    expect(safeUrl(input)).toBe(output);
    expect(safeUrl(input, 'image')).toBe(output);
  });

  it('mailto for links', () => {
    expect(safeUrl('mailto:lab@example.org')).toBe('mailto:lab@example.org');
  });

  it('mailto is not an image source', () => {
    expect(safeUrl('mailto:lab@example.org', 'image')).toBeNull();
  });

  it.each(['/assets/team/ada.jpg', '/research/project-1', '/'])('same-site path %s for links and images', (path) => {
    expect(safeUrl(path)).toBe(path);
    expect(safeUrl(path, 'image')).toBe(path);
  });

  it.each([PNG, 'data:image/jpeg;base64,/9j/4AAQ', 'data:image/gif;base64,R0lGOD', 'data:image/webp;base64,UklGR'])(
    'embedded raster image as an image source',
    (data) => {
      expect(safeUrl(data, 'image')).toBe(data);
    },
  );

  it('an embedded image is not a link', () => {
    expect(safeUrl(PNG, 'link')).toBeNull();
  });

  it('a stored asset reference as an image source, not as a link', () => {
    expect(safeUrl('asset:team/ada.jpg', 'image')).toBe('asset:team/ada.jpg');
    expect(safeUrl('asset:team/ada.jpg', 'link')).toBeNull();
  });
});

describe('safeUrl: refused', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'java\u200Bscript:alert(1)',
    '\u200Bjavascript:alert(1)',
    'java\u0000script:alert(1)',
    '\uFEFFjavascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/png,notbase64<script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    '//evil.example',
    '//evil.example/x.png',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '\u200B//evil.example',
    'ftp://example.org/file',
    'file:///etc/passwd',
    'https://example.org/undefined',
    'https://example.org/null',
    '/assets/team/undefined',
    'undefined',
    'null',
    '',
    '   ',
    'relative/path.jpg',
    '#top',
  ])('%j', (value) => {
    expect(safeUrl(value)).toBeNull();
    expect(safeUrl(value, 'image')).toBeNull();
  });

  it.each([null, undefined, 5 as unknown as string])('non-text %s', (value) => {
    expect(safeUrl(value)).toBeNull();
  });
});

describe('isExternal', () => {
  it('is true for http(s) and false for same-site paths and mailto', () => {
    expect(isExternal('https://example.org/')).toBe(true);
    expect(isExternal('http://example.org/')).toBe(true);
    expect(isExternal('/team')).toBe(false);
    expect(isExternal('mailto:a@b.example')).toBe(false);
  });
});

describe('doiUrl', () => {
  it.each([
    ['10.1037/rev0000123', 'https://doi.org/10.1037/rev0000123'],
    [' 10.1037/rev0000123 ', 'https://doi.org/10.1037/rev0000123'],
    ['doi:10.1037/rev0000123', 'https://doi.org/10.1037/rev0000123'],
    ['https://doi.org/10.1037/rev0000123', 'https://doi.org/10.1037/rev0000123'],
    ['http://dx.doi.org/10.1037/rev0000123', 'https://doi.org/10.1037/rev0000123'],
    ['10.1000/a b', null],
    ['10.1000/a"><script>', 'https://doi.org/10.1000/a%22%3E%3Cscript%3E'],
    ['10.1016/S0010-0277(02)00123-4', 'https://doi.org/10.1016/S0010-0277(02)00123-4'],
  ])('%s -> %s', (input, output) => {
    expect(doiUrl(input)).toBe(output);
  });

  it.each([undefined, '', 'not a doi', 'javascript:alert(1)', '11.1000/x'])('%s has no link', (input) => {
    expect(doiUrl(input)).toBeNull();
  });
});

describe('codeHostProfileUrl', () => {
  it.each([
    ['octocat', 'https://github.com/octocat'],
    ['@octocat', 'https://github.com/octocat'],
    [' ada-lovelace ', 'https://github.com/ada-lovelace'],
  ])('%s -> %s', (input, output) => {
    expect(codeHostProfileUrl(input)).toBe(output);
  });

  it.each([undefined, '', '-leading', 'a/b', 'https://github.com/x', 'javascript:alert(1)', 'x'.repeat(40)])(
    '%s has no link',
    (input) => {
      expect(codeHostProfileUrl(input)).toBeNull();
    },
  );
});

describe('mailtoUrl', () => {
  it('links an address', () => {
    expect(mailtoUrl('lab@example.org')).toBe('mailto:lab@example.org');
    expect(mailtoUrl(' lab@example.org ')).toBe('mailto:lab@example.org');
  });

  it('encodes the subject', () => {
    expect(mailtoUrl('lab@example.org', 'Application: Student Research Assistant & more?')).toBe(
      'mailto:lab@example.org?subject=Application%3A%20Student%20Research%20Assistant%20%26%20more%3F',
    );
  });

  it('accepts the addresses the seed and staff use', () => {
    expect(mailtoUrl('ingrid.halvorsen@halden-university.example')).toBe(
      'mailto:ingrid.halvorsen@halden-university.example',
    );
    expect(mailtoUrl('first.last+lab@sub.example.org')).toBe('mailto:first.last+lab@sub.example.org');
  });

  it.each([
    'lab@example.org?subject=Win',
    'lab@example.org&body=x',
    'a?cc=x@example.org',
    'a%0A@example.org',
    'a#b@example.org',
    'lab@example.org#x',
    'lab@-example.org',
  ])('%s cannot smuggle in its own query', (input) => {
    expect(mailtoUrl(input, 'Hello')).toBeNull();
  });

  it.each([
    undefined,
    '',
    'not-an-email',
    'a@b',
    'a b@c.example',
    'a@b.example?cc=x@y.example>',
    'javascript:alert(1)//@x.example',
  ])('%s has no link', (input) => {
    expect(mailtoUrl(input)).toBeNull();
  });
});
