/**
 * What a reader typed or chose on the prerendered page before an editor's browser rendered its
 * own content afresh (site/main.tsx): the fresh render replaces those controls, so their values
 * are noted by the control's label and given back to the new controls, through the events React
 * listens to. A visitor's page hydrates instead, where React keeps such values itself.
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
      // React tracks the value it set; the prototype's setter makes the change visible to it.
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
      setter?.call(control, value);
      control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  };
}
