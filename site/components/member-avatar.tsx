/**
 * A member's picture or, without one, their initials on a colour (docs/decisions/020): the
 * member's own colour when white initials stay readable on it (WCAG AA, 4.5:1), otherwise a
 * colour derived from the name, so people without a photo look deliberate and distinct.
 */
import { HIGH_PRIORITY } from '../../shared/ui/high-priority';
import { useFallbackLang } from '../../shared/ui/use-lab-profile';
import { imgAlt } from '../../shared/content/media/img-alt';
import { useState } from 'react';
import { safeCssColor } from '../../shared/ui/colors';
import { useAssetUrl } from '../../shared/ui/use-asset-url';
import { withVariants } from '../../shared/ui/responsive-image';
import type { TeamMember } from '../../shared/content/model/schemas';

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Contrast of white text on a #rrggbb colour; 0 for anything else (treated as unusable). */
export function whiteContrast(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return 0;
  const n = parseInt(match[1] ?? '0', 16);
  const luminance = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return 1.05 / (luminance + 0.05);
}

/** A hue from the name (a small string hash), at a lightness that keeps white text above 4.5:1. */
export function nameColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `hsl(${hash % 360} 48% 31%)`;
}

// Black is the store's "no colour chosen" default (docs/product.md §9), not a choice worth showing.
export function avatarColor(member: Pick<TeamMember, 'name' | 'color'>): string {
  const own = safeCssColor(member.color, '');
  if (own && own.toLowerCase() !== '#000000' && whiteContrast(own) >= 4.5) return own;
  return nameColor(member.name);
}

export function MemberAvatar({
  member,
  size,
  eager = false,
}: {
  member: Pick<TeamMember, 'name' | 'imageUrl' | 'color' | 'imageAlt'>;
  size: number;
  /** The page's main picture (a member's own page): fetched first, not lazily. */
  eager?: boolean;
}) {
  const fallback = useFallbackLang();
  const src = useAssetUrl(member.imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    // On a phone the team page's cards show 64 px pictures (site/styles/pages-research.css).
    const sizes = size > 64 && size <= 112 ? `(max-width: 560px) 64px, ${size}px` : `${size}px`;
    return withVariants(
      member.imageUrl,
      sizes,
      <img
        className="avatar"
        src={src}
        alt={imgAlt(member.imageAlt)}
        {...fallback(member, 'imageAlt')}
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? HIGH_PRIORITY : {})}
        style={{ width: size, height: size }}
        onError={() => setFailedSrc(src)}
      />,
    );
  }
  return (
    <span
      className="avatar avatar--circle"
      style={{ width: size, height: size, background: avatarColor(member), fontSize: size / 2.8 }}
      aria-hidden="true"
    >
      {initials(member.name)}
    </span>
  );
}
