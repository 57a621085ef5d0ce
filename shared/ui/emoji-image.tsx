/**
 * An OpenMoji emoji by hexcode, served by the site itself from /openmoji/<HEX>.svg
 * (copied from the openmoji package at build time; CC BY-SA 4.0, attributed in the footer).
 */
import { useState } from 'react';
import { withBase } from './base-path';

const HEXCODE = /^[0-9A-F]{2,6}(?:-[0-9A-F]{2,6})*$/;

/** The same-origin URL of an OpenMoji SVG, or null for anything that is not a hexcode. */
export function emojiUrl(hexcode: string): string | null {
  const code = hexcode.trim().toUpperCase();
  return HEXCODE.test(code) ? withBase(`/openmoji/${code}.svg`) : null;
}

export interface EmojiImageProps {
  hexcode: string;
  /** Rendered size in CSS pixels. */
  size?: number;
  className?: string;
  /** Accessible name; emojis are decorative (empty alt) unless a label is given. */
  label?: string;
}

export function EmojiImage({ hexcode, size = 40, className, label = '' }: EmojiImageProps) {
  const [failed, setFailed] = useState(false);
  const url = emojiUrl(hexcode);
  if (!url || failed) return null;
  return (
    <img
      className={className ? `emoji ${className}` : 'emoji'}
      src={url}
      alt={label}
      width={size}
      height={size}
      decoding="async"
      onError={() => {
        // docs/product.md §8: an emoji that fails to load is logged and hidden, nothing more.
        console.warn(`Emoji image failed to load: ${hexcode}`);
        setFailed(true);
      }}
    />
  );
}
