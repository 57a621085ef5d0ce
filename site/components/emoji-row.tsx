import { EmojiImage } from '../../shared/ui/emoji-image';

export function EmojiRow({ codes, size = 48 }: { codes: readonly string[]; size?: number }) {
  if (codes.length === 0) return null;
  return (
    <div className="emoji-row">
      {codes.map((code) => (
        <EmojiImage key={code} hexcode={code} size={size} />
      ))}
    </div>
  );
}
