/**
 * What a reader typed or chose on the prerendered page before an editor's browser rendered its
 * own content afresh (site/main.tsx): the fresh render replaces those controls, so their values
 * are noted by the control's label and given back to the new controls, through the events React
 * listens to. A visitor's page hydrates instead: what a reader chose before it did (its script
 * starts after the first paint, docs/decisions/061) is given back the same way once it has.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (node: EventTarget | null): node is Control =>
  node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;

/** A name for a control that survives a fresh render (ids made by useId may not). */
function controlKey(control: Control): string | null {
  const label = control.labels?.[0]?.textContent?.trim();
  return label || control.getAttribute('aria-label') || control.name || null;
}

/** Starts noting changes in `container`; the function it returns gives them back to the new controls. */
export function rememberEarlyInput(container: HTMLElement): () => void {
  const values = new Map<string, string>();
  const note = (event: Event) => {
    if (!isControl(event.target) || event.target.type === 'file' || event.target.type === 'password') return;
    const key = controlKey(event.target);
    if (key) values.set(key, event.target.value);
  };
  container.addEventListener('input', note, true);
  container.addEventListener('change', note, true);
  return () => {
    container.removeEventListener('input', note, true);
    container.removeEventListener('change', note, true);
    if (values.size === 0) return;
    for (const control of container.querySelectorAll<Control>('input, select, textarea')) {
      const key = controlKey(control);
      const value = key === null ? undefined : values.get(key);
      if (value === undefined || control.value === value) continue;
      giveBack(control, control.value, value);
    }
  };
}

/** The value the prerendered HTML gave a control. */
function initialValue(control: Control): string {
  if (!(control instanceof HTMLSelectElement)) return control.defaultValue;
  return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? '';
}

/** Sets a control's value so that React sees a change from `from` to `to`, and tells it. */
function giveBack(control: Control, from: string, to: string): void {
  // React tracks the value it set: through the element's own setter it notes `from`, and the
  // prototype's setter then shows `to` without React noting it, so the event reads as a change.
  control.value = from;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, to);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What a reader typed or chose on the prerendered page before it hydrates: the controls show it,
 * but hydration sets them back to what React renders. Noted just before hydrating; the function
 * it returns, called once the page has hydrated, hands each value to React.
 */
export function rememberInputBeforeHydration(container: HTMLElement): () => void {
  const changed: [Control, string][] = [];
  for (const control of container.querySelectorAll<Control>('input, select, textarea')) {
    if (['file', 'password', 'checkbox', 'radio', 'hidden', 'submit', 'button'].includes(control.type)) continue;
    if (control.value !== initialValue(control)) changed.push([control, control.value]);
  }
  return () => {
    for (const [control, value] of changed) if (control.isConnected && control.value !== value) giveBack(control, control.value, value);
  };
}
