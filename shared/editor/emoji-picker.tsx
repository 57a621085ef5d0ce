/**
 * Emoji choice from the default palette of 21 hexcodes (docs/product.md §2, §9), optionally with a
 * limit (projects: 3, with the spec's alert on a fourth) and a free hexcode entry (news).
 * Every emoji is drawn with the same OpenMoji image the site shows, never the system font,
 * so the picker shows what will be published; names come from the palette's words.
 */
import { useId, useState } from 'react';
import { DEFAULT_EMOJI_PALETTE } from '../content/model/constants';
import { EmojiImage } from '../ui/emoji-image';

/** Plain names of the palette's emojis, for their buttons' accessible names. */
const EMOJI_NAMES: Record<string, string> = {
  '1F9E0': 'Brain',
  '1F52C': 'Microscope',
  '1F9EA': 'Test tube',
  '1F4CA': 'Bar chart',
  '1F4BB': 'Laptop',
  '1F916': 'Robot',
  '1F50D': 'Magnifying glass',
  '1F4A1': 'Light bulb',
  '1F9EC': 'DNA',
  '1F441': 'Eye',
  '1F442': 'Ear',
  '1F9E9': 'Puzzle piece',
  '1F4DA': 'Books',
  '1F4C8': 'Chart increasing',
  '1F310': 'Globe with meridians',
  '2699': 'Gear',
  '1F9EE': 'Abacus',
  '1F3AF': 'Direct hit',
  '1F5E3': 'Speaking head',
  '1F465': 'Busts in silhouette',
  '1F680': 'Rocket',
};

/** "Brain (emoji 1F9E0)"; a code outside the palette is named by its code alone. */
export function emojiName(code: string): string {
  const name = EMOJI_NAMES[code];
  return name ? `${name} (emoji ${code})` : `Emoji ${code}`;
}

export function EmojiPicker(props: {
  label: string;
  selected: readonly string[];
  onChange: (codes: string[]) => void;
  limit?: number;
  onLimit?: () => void;
  allowCustom?: boolean;
}) {
  const id = useId();
  const [custom, setCustom] = useState('');
  const add = (raw: string) => {
    const code = raw.trim().toUpperCase();
    if (!code || props.selected.includes(code)) return;
    if (props.limit !== undefined && props.selected.length >= props.limit) {
      props.onLimit?.();
      return;
    }
    props.onChange([...props.selected, code]);
  };
  const remove = (code: string) => props.onChange(props.selected.filter((c) => c !== code));
  const others = props.selected.filter((code) => !(DEFAULT_EMOJI_PALETTE as readonly string[]).includes(code));
  return (
    <fieldset className="studio-field studio-emoji">
      <legend>{props.label}</legend>
      <p className="studio-hint" id={`${id}-hint`}>
        {props.limit !== undefined ? `Choose up to ${props.limit}. ` : ''}Selected: {props.selected.length ? props.selected.map((c) => EMOJI_NAMES[c] ?? c).join(', ') : 'none'}
      </p>
      <div className="studio-emoji-grid">
        {DEFAULT_EMOJI_PALETTE.map((code) => {
          const on = props.selected.includes(code);
          return (
            <button
              key={code}
              type="button"
              className="studio-emoji-button"
              aria-pressed={on}
              aria-label={emojiName(code)}
              title={EMOJI_NAMES[code]}
              onClick={() => (on ? remove(code) : add(code))}
            >
              <EmojiImage hexcode={code} size={28} />
            </button>
          );
        })}
      </div>
      {others.length > 0 ? (
        <ul className="studio-chips" aria-label={`Other ${props.label.toLowerCase()}`}>
          {others.map((code) => (
            <li key={code}>
              <EmojiImage hexcode={code} size={20} />
              {code}
              <button type="button" aria-label={`Remove emoji ${code}`} onClick={() => remove(code)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {props.allowCustom ? (
        <div className="studio-inline">
          <label htmlFor={`${id}-custom`}>Emoji hexcode</label>
          <input
            id={`${id}-custom`}
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add(custom);
                setCustom('');
              }
            }}
          />
          <button
            type="button"
            className="studio-button"
            onClick={() => {
              add(custom);
              setCustom('');
            }}
          >
            Add emoji
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
