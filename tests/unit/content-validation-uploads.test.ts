/** Validation, continued: uploads are judged by their bytes. */
import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '../../shared/content/model/constants';
import { addUnique, categoriesOf, cleanList, validateCvFile, validateImageFile, validators } from '../../shared/content/model/validation';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000');
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

describe('uploads are judged by their bytes, never by the declared type or name', () => {
  it('CV: a PDF of exactly 5242880 bytes is accepted, one byte more is refused', () => {
    expect(CV_MAX_BYTES).toBe(5242880);
    expect(validateCvFile({ size: 5242880, bytes: PDF })).toBeNull();
    expect(validateCvFile({ size: 5242881, bytes: PDF })).toBe('CV file size should be less than 5MB');
  });

  it('CV: anything but PDF bytes is refused, whatever it is called', () => {
    expect(validateCvFile({ size: 10, bytes: PNG })).toBe('Please select a PDF file for the CV');
    expect(validateCvFile({ size: 10, bytes: HTML })).toBe('Please select a PDF file for the CV');
    expect(validateCvFile({ size: 10, bytes: new Uint8Array() })).toBe('Please select a PDF file for the CV');
  });

  it('CV: the type check comes before the size check', () => {
    expect(validateCvFile({ size: 9_999_999, bytes: PNG })).toBe('Please select a PDF file for the CV');
  });

  it.each([
    ['JPEG', JPEG],
    ['PNG', PNG],
    ['GIF', GIF],
    ['WebP', WEBP],
  ])('image: %s bytes are accepted, even under a wrong or empty declared type', (_name, bytes) => {
    expect(validateImageFile({ type: 'image/jpeg', bytes })).toBeNull();
    expect(validateImageFile({ type: '', name: 'photo.txt', bytes })).toBeNull();
  });

  it('image: a file that claims to be a PNG but is not one is a broken image (the product’s text)', () => {
    expect(validateImageFile({ type: 'image/png', name: 'broken.png', bytes: new TextEncoder().encode('not really a png') })).toBe(
      'Failed to process image. Please try a different image.',
    );
    expect(validateImageFile({ type: 'image/heic', name: 'x.heic', bytes: new Uint8Array([0, 0, 0, 24]) })).toMatch(/cannot be used as a photo/);
  });

  it('image: an SVG is refused with a message naming the accepted formats, even when it claims to be a PNG', () => {
    const message = 'This image format cannot be used as a photo. Please select a JPEG, PNG, GIF or WebP file (SVG is not accepted).';
    expect(validateImageFile({ type: 'image/svg+xml', name: 'photo.svg', bytes: SVG })).toBe(message);
    expect(validateImageFile({ type: 'image/png', name: 'photo.png', bytes: SVG })).toBe(message);
    expect(validateImageFile({ type: '', name: 'photo.svg', bytes: SVG })).toBe(message);
  });

  it.each([
    ['a PDF', 'application/pdf', PDF],
    ['HTML', 'text/html', HTML],
    ['an empty file', '', new Uint8Array()],
  ])('image: %s is refused with the spec message', (_name, type, bytes) => {
    expect(validateImageFile({ type, bytes })).toBe('Please select an image file (jpeg, png, gif, etc)');
  });
});

describe('list helpers', () => {
  it('cleanList trims and drops blanks and duplicates, keeping first-seen order', () => {
    expect(cleanList([' b ', 'a', '', 'b', '  ', 'a', 'c'])).toEqual(['b', 'a', 'c']);
  });

  it('addUnique adds a trimmed value unless blank or present', () => {
    expect(addUnique(['a'], ' b ')).toEqual(['a', 'b']);
    expect(addUnique(['a'], 'a')).toEqual(['a']);
    expect(addUnique(['a'], ' a ')).toEqual(['a']);
    expect(addUnique(['a'], '   ')).toEqual(['a']);
  });

  it('categoriesOf reads a list or a comma-separated string', () => {
    expect(categoriesOf({ category: ['A', ' ', 'A', 'B'] })).toEqual(['A', 'B']);
    expect(categoriesOf({ category: 'A, B,,A' })).toEqual(['A', 'B']);
    expect(categoriesOf({ category: '' })).toEqual([]);
  });

  it('has a validator for each of the 11 kinds', () => {
    expect(Object.keys(validators).sort()).toEqual([
      'collaborators',
      'events',
      'fundingSources',
      'jobOpenings',
      'newsItems',
      'pages',
      'projects',
      'publications',
      'software',
      'talks',
      'teaching',
      'teamMembers',
    ]);
  });
});
