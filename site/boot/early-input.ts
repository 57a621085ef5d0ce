/**
 * What a reader typed or chose on the prerendered page before its script took over. The page is
 * usable before then (its script starts after the first paint, docs/decisions/061), but taking
 * over sets its controls back to what React renders: hydration resets their values, and an
 * editor's browser renders its own content afresh with new controls. So the values are noted,
 * by the control's label, just before, and given back afterwards through the events React
 * listens to.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const NOT_TEXT = ['file', 'password', 'checkbox', 'radio', 'hidden', 'submit', 'button'];

/** The page's controls that hold a reader's text or choice. */
const controlsIn = (container: HTMLElement) =>
  [...container.querySelectorAll<Control>('input, select, textarea')].filter((control) => !NOT_TEXT.includes(control.type));

/** A name for a control that survives a fresh render (ids made by useId may not). */
function controlKey(control: Control): string | null {
  const label = control.labels?.[0]?.textContent?.trim();
  return label || control.getAttribute('aria-label') || control.name || null;
}

/** The value the prerendered HTML gave a control. */
function initialValue(control: Control): string {
  if (!(control instanceof HTMLSelectElement)) return control.defaultValue;
  return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? '';
}

/** Sets a control's value so that React sees a change to `value`, and tells it. */
function giveBack(control: Control, value: string): void {
  // React tracks the value it set: the element's own setter notes the current one, and the
  // prototype's setter then shows `value` without React noting it, so the event reads as a change.
  const shown = control.value;
  control.value = shown;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Notes what the reader changed in `container`, just before the page's script takes it over; the
 * function it returns gives those values back to the controls with the same labels.
 */
export function rememberInput(container: HTMLElement): () => void {
  const values = new Map<string, string>();
  for (const control of controlsIn(container)) {
    const key = controlKey(control);
    if (key !== null && control.value !== initialValue(control)) values.set(key, control.value);
  }
  return () => {
    if (values.size === 0) return;
    for (const control of controlsIn(container)) {
      const key = controlKey(control);
      const value = key === null ? undefined : values.get(key);
      if (value !== undefined && control.value !== value) giveBack(control, value);
    }
  };
}
