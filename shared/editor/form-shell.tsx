/**
 * The frame of every studio form: heading, banners, the conflict choice, the fields, and
 * the Save / Cancel / Delete bar with the keyboard hint. Focus moves to each new message.
 */
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink as Link } from '../ui/router-link';
import type { EntityKind } from '../content/model/model';
import { capitalize, listPath } from './paths';
import { useShortcuts } from './shortcuts';
import type { EntityForm } from './use-entity-form';
import { missingFields, TRANSLATABLE, withTranslation } from '../content/model/translations';
import { LanguageSwitch, TranslationFields, useEditedLanguage } from './translations';
import { MARKDOWN_FIELDS } from '../content/model/prose-fields';
import { COLLECTIONS } from '../content/model/collections';
import { storedFields } from '../content/model/fields';
import { useSiteLanguages } from '../ui/use-lab-profile';

/** The labels of a collection's stored fields, as its declaration gives them ("imageAlt" -> "Image alt text"). */
function translationLabels(kind: EntityKind): Record<string, string> {
  return Object.fromEntries(storedFields(COLLECTIONS[kind].fields).map((stored) => [stored.key, stored.label]));
}

/** A collection's fields that hold paragraphs: edited in a text area in every language. */
function longTexts(kind: EntityKind): string[] {
  return COLLECTIONS[kind].fields.filter((spec) => spec.kind === 'longText' || spec.kind === 'markdown').map((spec) => spec.key);
}

/** A studio screen's heading with the way back to the dashboard. */
export function ScreenHeader({ title }: { title: string }) {
  return (
    <div className="studio-header">
      <h1>{title}</h1>
      <Link className="studio-link" to="/admin">
        Back to Dashboard
      </Link>
    </div>
  );
}

export function StatusBanner({ banner }: { banner: { tone: 'success' | 'error'; text: string } | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (banner) ref.current?.focus();
  }, [banner]);
  if (!banner) return null;
  return (
    <div ref={ref} tabIndex={-1} role={banner.tone === 'error' ? 'alert' : 'status'} className={`studio-banner studio-banner-${banner.tone}`}>
      {banner.text}
    </div>
  );
}

export type Banner = { tone: 'success' | 'error'; text: string } | null;

/** Runs a settings screen's save and reports it: the success text, or the failure text (logged with its cause). */
export function saveWithBanner(setBanner: (banner: Banner) => void, run: () => void, texts: { saved: string; failed: string }) {
  try {
    run();
    setBanner({ tone: 'success', text: texts.saved });
  } catch (error) {
    console.warn(texts.failed, error);
    setBanner({ tone: 'error', text: texts.failed });
  }
}

/** A studio form: checked by the studio's own messages (noValidate), submitted by Enter or its button. */
export function StudioForm(props: { label?: string; className?: string; formRef?: Ref<HTMLFormElement>; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      ref={props.formRef}
      className={props.className}
      noValidate
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
    </form>
  );
}

/** A settings screen: its heading, the outcome of the last save, and its form named by the heading. */
export function SettingsScreen(props: { title: string; banner: Banner; className: string; formRef?: Ref<HTMLFormElement>; onSubmit: () => void; children: ReactNode }) {
  return (
    <div className="studio-page">
      <ScreenHeader title={props.title} />
      <StatusBanner banner={props.banner} />
      <StudioForm formRef={props.formRef} className={props.className} label={props.title} onSubmit={props.onSubmit}>
        {props.children}
      </StudioForm>
    </div>
  );
}

/** "imageUrl" -> "image url": a field name as the words of its label. */
const fieldWords = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The control whose label names `field` (labels are the field's name in words, e.g. "Title", "Image URL"). */
export function fieldControl(form: HTMLFormElement, field: string): HTMLElement | null {
  const words = fieldWords(field);
  const labels = [...form.querySelectorAll('label')];
  const text = (label: HTMLElement) => (label.textContent ?? '').replace('*', '').trim().toLowerCase();
  const byLabel = (label: HTMLLabelElement | undefined) => (label?.htmlFor ? form.ownerDocument.getElementById(label.htmlFor) : null);
  // A group of choices (a pick list) is named by its legend: focus its first control.
  const legend = [...form.querySelectorAll('legend')].find((l) => text(l as HTMLElement).startsWith(words));
  const control =
    byLabel(labels.find((l) => text(l) === words)) ??
    byLabel(labels.find((l) => text(l).startsWith(words))) ??
    legend?.parentElement?.querySelector<HTMLElement>('input, textarea, select') ??
    byLabel(labels.find((l) => text(l).includes(words)));
  return control ?? form.querySelector<HTMLElement>('input, textarea, select');
}

export const SHORTCUT_HINT = 'Ctrl+S (⌘S) saves · Esc cancels';

export function FormShell<K extends EntityKind>({ form, children }: { form: EntityForm<K>; children: ReactNode }) {
  const title = `${form.isNew ? 'Add New' : 'Edit'} ${form.label.replace(/\b\w/g, (c) => c.toUpperCase())}`;
  useShortcuts({ save: form.values ? form.save : undefined, cancel: form.conflict ? undefined : form.cancel });
  const conflictRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (form.conflict) conflictRef.current?.focus();
  }, [form.conflict]);
  // Click-to-edit opens the form with the field that was clicked on the page focused.
  const focusField = (useLocation().state as { focusField?: unknown } | null)?.focusField;
  const formRef = useRef<HTMLFormElement>(null);
  const hasValues = form.values !== null;
  // A lab with more than one language edits each text per language (docs/decisions/060).
  const [lang, setLang] = useEditedLanguage();
  const { defaultLang } = useSiteLanguages();
  const translatable = TRANSLATABLE[form.kind];
  const translating = lang !== defaultLang && translatable.length > 0 && form.values !== null;
  useEffect(() => {
    if (typeof focusField !== 'string' || !hasValues || !formRef.current) return;
    fieldControl(formRef.current, focusField)?.focus();
  }, [focusField, hasValues]);

  return (
    <div className="studio-page">
      <div className="studio-header">
        <h1>{title}</h1>
        <Link className="studio-link" to={listPath(form.kind)}>
          Back to list
        </Link>
      </div>
      {form.restored ? (
        <div className="studio-banner studio-banner-info" role="status">
          Unsaved changes from before the page was reloaded were restored.{' '}
          <button type="button" className="studio-button" onClick={form.discardDraft}>
            Discard restored changes
          </button>
        </div>
      ) : null}
      <StatusBanner banner={form.banner} />
      {form.conflict ? (
        <section className="studio-conflict" role="alertdialog" aria-labelledby="studio-conflict-title" aria-describedby="studio-conflict-text">
          <h2 id="studio-conflict-title" tabIndex={-1} ref={conflictRef}>
            This {form.label} was changed elsewhere
          </h2>
          <p id="studio-conflict-text">
            {form.conflict.current
              ? `Another editor changed this ${form.label} since you opened it. Reload their version to see it (your changes here are dropped), or keep your version to replace theirs.`
              : `Another editor deleted this ${form.label} since you opened it. Keep your version to save it again, or go back to the list.`}
          </p>
          <div className="studio-actions">
            {form.conflict.current ? (
              <button type="button" className="studio-button" onClick={() => form.resolveConflict('theirs')}>
                Reload their version
              </button>
            ) : null}
            <button type="button" className="studio-button studio-primary" onClick={() => form.resolveConflict('mine')}>
              Keep my version
            </button>
          </div>
        </section>
      ) : null}
      {form.values ? (
        <StudioForm formRef={formRef} className="studio-form" label={title} onSubmit={form.save}>
          {translatable.length > 0 ? (
            <LanguageSwitch lang={lang} onChange={setLang} missing={(tag) => missingFields(translatable, form.values!, tag).length} />
          ) : null}
          {translating ? (
            <TranslationFields
              record={form.values!}
              fields={translatable}
              markdown={MARKDOWN_FIELDS[form.kind]}
              labels={translationLabels(form.kind)}
              long={longTexts(form.kind)}
              lang={lang}
              defaultLang={defaultLang}
              onChange={(field, value) => form.setValues((values) => values && withTranslation(values, lang, field, value))}
            />
          ) : (
            children
          )}
          <div className="studio-actions studio-form-actions">
            <button type="submit" className="studio-button studio-primary" disabled={form.busy}>
              {form.isNew ? `Add ${capitalize(form.label)}` : 'Save Changes'}
            </button>
            <button type="button" className="studio-button" onClick={form.cancel}>
              Cancel
            </button>
            {!form.isNew ? (
              <button type="button" className="studio-button studio-danger" onClick={() => void form.remove()} disabled={form.busy}>
                Delete
              </button>
            ) : null}
            <span className="studio-shortcuts" aria-label="Keyboard shortcuts">
              {SHORTCUT_HINT}
            </span>
          </div>
        </StudioForm>
      ) : null}
    </div>
  );
}
