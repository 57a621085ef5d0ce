/**
 * What a reader typed or chose on the prerendered page before its script took over. The page is
 * usable before then (its script starts after the first paint, docs/decisions/061), but taking
 * over sets its controls back to what React renders: the first renders after hydration show the
 * prerendered state, and an editor's browser renders its own content afresh with new controls.
 * So the values are noted, by the control's label, and given back once the page has taken over,
 * through the events React listens to (docs/decisions/074).
 *
 * Taking over is not one instant: hydration runs in slices, and the page's state follows the
 * address only in a render after it. A choice made in between would reach React while its
 * controls still show the prerendered state, and the re-render that follows would set the control
 * back before the choice's own `change` event is read. So from just before hydrating until the
 * page has taken over, the controls' `input` and `change` events are held from React: the
 * browser still shows the reader's choice, this module notes it, and hands it over at the end.
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

/** The events that carry a reader's value into React. */
const VALUE_EVENTS = ['input', 'change'] as const;

/**
 * Notes what the reader changed in `container`, just before the page's script takes it over, and
 * from then on holds the controls' value events from React, noting each. The function it returns
 * ends the hold and gives the last value of each control back to the control with the same label,
 * where the page shows another.
 */
export function rememberInput(container: HTMLElement, target: Window = window): () => void {
  const values = new Map<string, string>();
  for (const control of controlsIn(container)) {
    const key = controlKey(control);
    if (key !== null && control.value !== initialValue(control)) values.set(key, control.value);
  }
  // Before React's own listeners (on the container), in the capture phase of the window.
  const hold = (event: Event) => {
    const control = event.target;
    if (!(control instanceof Element) || !container.contains(control) || !controlsIn(container).includes(control as Control)) return;
    event.stopImmediatePropagation();
    const key = controlKey(control as Control);
    if (key !== null) values.set(key, (control as Control).value);
  };
  for (const type of VALUE_EVENTS) target.addEventListener(type, hold, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const type of VALUE_EVENTS) target.removeEventListener(type, hold, true);
    if (values.size === 0) return;
    for (const control of controlsIn(container)) {
      const key = controlKey(control);
      const value = key === null ? undefined : values.get(key);
      if (value !== undefined && control.value !== value) giveBack(control, value);
    }
  };
}
