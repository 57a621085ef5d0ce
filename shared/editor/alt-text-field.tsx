/**
 * The alt text of a content image (docs/decisions/046), beside the image field: a text that
 * describes the image, or the explicit choice "decorative" (stored as an empty text, rendered
 * alt=""). Nothing written and not decorative is refused on save while there is an image.
 */
import { useId } from 'react';

export function AltTextField(props: {
  label?: string;
  /** The decorative checkbox's label, when a form has more than one image. */
  decorativeLabel?: string;
  /** undefined: not written; '': decorative; other: the description. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Whether the item shows an image (the field is required then). */
  hasImage: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const label = props.label ?? 'Image alt text';
  const decorative = props.value === '';
  const required = props.hasImage && !decorative;
  return (
    <div className="studio-field studio-alt">
      <span className="studio-label">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span className="studio-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <input
        id={id}
        type="text"
        value={props.value ?? ''}
        disabled={decorative || props.disabled}
        aria-required={required || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      <p id={`${id}-hint`} className="studio-hint">
        {decorative
          ? 'Marked as decorative: screen readers skip the image.'
          : 'Describe what the image shows, for people who cannot see it. Required when there is an image.'}
      </p>
      <div className="studio-check">
        <input
          id={`${id}-decorative`}
          type="checkbox"
          checked={decorative}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.checked ? '' : undefined)}
        />
        <label htmlFor={`${id}-decorative`}>{props.decorativeLabel ?? 'Decorative image (no alt text)'}</label>
      </div>
    </div>
  );
}
