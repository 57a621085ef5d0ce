import { describe, expect, it } from 'vitest';
import { parsePosition, safePosition } from '../../shared/content/media/image-position';
import { coverCrop, formatFocalPoint, presetOf } from '../../shared/content/media/image-crop';

describe('team image position', () => {
  it('reads keywords in either order and percentages in x y order', () => {
    expect(parsePosition('center')).toEqual({ x: 50, y: 50 });
    expect(parsePosition('top')).toEqual({ x: 50, y: 0 });
    expect(parsePosition('left')).toEqual({ x: 0, y: 50 });
    expect(parsePosition('left top')).toEqual({ x: 0, y: 0 });
    expect(parsePosition('bottom right')).toEqual({ x: 100, y: 100 });
    expect(parsePosition('30% 70%')).toEqual({ x: 30, y: 70 });
    expect(parsePosition('left 25%')).toEqual({ x: 0, y: 25 });
    expect(parsePosition('150% 70%')).toEqual({ x: 100, y: 70 });
  });

  it('refuses anything that is not a position', () => {
    expect(parsePosition('')).toBeNull();
    expect(parsePosition('top top')).toBeNull();
    expect(parsePosition('center;background:url(javascript:alert(1))')).toBeNull();
    expect(parsePosition('10px 20px')).toBeNull();
    expect(parsePosition('1% 2% 3%')).toBeNull();
  });

  it('keeps a valid stored value and replaces an invalid one with the default', () => {
    expect(safePosition('Right  Top')).toBe('right top');
    expect(safePosition('30% 70%')).toBe('30% 70%');
    expect(safePosition('center;background:red')).toBe('center');
    expect(safePosition(undefined)).toBe('center');
  });

  it('formats focal points as whole percentages within the image', () => {
    expect(formatFocalPoint({ x: 33.4, y: 66.6 })).toBe('33% 67%');
    expect(formatFocalPoint({ x: -5, y: 120 })).toBe('0% 100%');
  });

  it('finds the preset a position equals', () => {
    expect(presetOf('top left')).toBe('left top');
    expect(presetOf('50% 50%')).toBe('center');
    expect(presetOf('30% 70%')).toBeNull();
  });

  it('computes the part of the image a 16:9 frame shows', () => {
    // A 2:1 image in a 16:9 frame: full height, 8/9 of the width, slid by the focal point.
    const crop = coverCrop(2, 16 / 9, { x: 100, y: 50 });
    expect(crop.width).toBeCloseTo(8 / 9);
    expect(crop.height).toBe(1);
    expect(crop.left).toBeCloseTo(1 / 9);
    // A square image: full width, 9/16 of the height, at the top.
    expect(coverCrop(1, 16 / 9, { x: 50, y: 0 })).toEqual({ left: 0, top: 0, width: 1, height: 9 / 16 });
  });
});
