/** A member's picture, or a circle in their colour with their initials. */
import { useState } from 'react';
import { safeCssColor } from '../../shared/ui/colors';
import { useAssetUrl } from '../../shared/ui/use-asset-url';
import type { TeamMember } from '../../shared/content/schemas';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

export function MemberAvatar({
  member,
  size,
}: {
  member: Pick<TeamMember, 'name' | 'imageUrl' | 'color'>;
  size: number;
}) {
  const src = useAssetUrl(member.imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, background: safeCssColor(member.color, '#000000') };
  if (src && failedSrc !== src) {
    return (
      <img
        className="avatar"
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={{ width: size, height: size }}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span className="avatar avatar--circle" style={{ ...style, fontSize: size / 2.8 }} aria-hidden="true">
      {initials(member.name)}
    </span>
  );
}
