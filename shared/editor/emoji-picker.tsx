/**
 * Emoji choice from the default palette of 21 hexcodes (SPEC §2, §9), optionally with a
 * limit (projects: 3, with the spec's alert on a fourth) and a free hexcode entry (news).
 */
import { useId, useState } from 'react';
import { DEFAULT_EMOJI_PALETTE } from '../content/constants';
import { emojiChar } from './format';

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
  return (
    <fieldset className="studio-field studio-emoji">
      <legend>{props.label}</legend>
      <p className="studio-hint" id={`${id}-hint`}>
        {props.limit !== undefined ? `Choose up to ${props.limit}. ` : ''}Selected: {props.selected.length ? props.selected.map((c) => `${emojiChar(c)} ${c}`).join(', ') : 'none'}
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
              aria-label={`Emoji ${code}`}
              onClick={() => (on ? remove(code) : add(code))}
            >
              <span aria-hidden="true">{emojiChar(code)}</span>
            </button>
          );
        })}
      </div>
      {props.selected.some((code) => !(DEFAULT_EMOJI_PALETTE as readonly string[]).includes(code)) ? (
        <ul className="studio-chips" aria-label={`Other ${props.label.toLowerCase()}`}>
          {props.selected
            .filter((code) => !(DEFAULT_EMOJI_PALETTE as readonly string[]).includes(code))
            .map((code) => (
              <li key={code}>
                {emojiChar(code)} {code}
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
