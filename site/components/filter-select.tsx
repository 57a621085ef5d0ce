/*
 * A prerendered page's controls work before its script has run: what a visitor typed or chose
 * then is given back once the page is live by site/boot/early-input.ts, for every control of the
 * page, so these controls are plain controlled inputs.
 */

/** A labelled select of the filter bars; the first option ("All...") means no filter. */
export interface FilterSelectProps {
  label: string;
  value: string;
  allLabel: string;
  options: readonly (string | { value: string; label: string })[];
  onChange: (value: string) => void;
}

export const ALL = '';

export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ALL}>{allLabel}</option>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </label>
  );
}

export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <label className="field field--grow">
      <span className="field__label">{label}</span>
      <input
        className="field__control"
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** Distinct non-blank values in first-seen order. */
export function distinct(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  for (const value of values) if (value.trim()) seen.add(value.trim());
  return [...seen];
}

/**
 * Alphabetical, ignoring case and accents ("Python" before "PyTorch", "Émile" beside "Emil").
 * Compared by hand, the same in the prerenderer as in every browser: `localeCompare` with options
 * builds a collator for each comparison, which cost a phone tens of milliseconds on a page's start.
 */
export function alphabetical(values: readonly string[]): string[] {
  const keys = new Map(values.map((value) => [value, value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()]));
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...values].sort((a, b) => order(keys.get(a)!, keys.get(b)!) || order(a, b));
}
