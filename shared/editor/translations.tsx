/**
 * Editing a text in the lab's other languages (docs/decisions/060): a language switch on every
 * form, and each translatable field beside its default-language text, marked while its
 * translation is missing. Shared by the entity forms and the lab profile, in /admin and the
 * side panel.
 */
import { useId, useState } from 'react';
import { languageName } from '../content/model/languages';
import { missingFields, readPath } from '../content/model/translations';
import { useSiteLanguages } from '../ui/use-lab-profile';
import { useStudioHost } from './host';
import { MARKDOWN_HELP, MarkdownEditor } from './markdown-field';

/**
 * The language a form edits: the default, or the language of the page the side panel is
 * attached to (so a translation is edited where it is seen), until the editor picks another.
 */
export function useEditedLanguage(): [string, (lang: string) => void] {
  const { languages, defaultLang } = useSiteLanguages();
  const host = useStudioHost();
  const [lang, setLang] = useState(() => {
    const pageLang = host.pageLanguage?.();
    return pageLang && languages.includes(pageLang) ? pageLang : defaultLang;
  });
  return [languages.includes(lang) ? lang : defaultLang, setLang];
}

/** "English (default)" / "Norwegian Bokmål · 3 missing" as buttons (in the studio's English); nothing on a site with one language. */
export function LanguageSwitch({ lang, onChange, missing }: { lang: string; onChange: (lang: string) => void; missing?: (lang: string) => number }) {
  const { languages, defaultLang } = useSiteLanguages();
  if (languages.length < 2) return null;
  return (
    <div className="studio-language-switch" role="group" aria-label="Language">
      {languages.map((tag) => {
        const count = tag === defaultLang ? 0 : (missing?.(tag) ?? 0);
        return (
          <button key={tag} type="button" className="studio-button" aria-pressed={tag === lang} onClick={() => onChange(tag)}>
            {languageName(tag, 'en')}
            {tag === defaultLang ? ' (default)' : count > 0 ? ` · ${count} missing` : ''}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A field's name in the studio's words: its declared label ("imageAlt" -> "Image alt text"), or
 * for a path nothing names, its words ("intros.news" -> "Intros: news").
 */
export function translationLabel(path: string, labels: Readonly<Record<string, string>> = {}): string {
  if (labels[path]) return labels[path]!;
  const words = (name: string) => name.replace(/Alt$/, ' alt text').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const parts = path.split('.').map(words);
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(' ')}: ${parts.at(-1)}` : parts[0]!;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Value = string | string[];

/** One field: the default-language text beside the translation being written. */
function TranslationField(props: {
  path: string;
  label: string;
  source: Value;
  value: Value | undefined;
  lang: string;
  defaultLang: string;
  /** Written in Markdown: edited with the toolbar and preview. */
  markdown?: boolean;
  /** A paragraph rather than a line: edited in a text area. */
  long?: boolean;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  const list = Array.isArray(props.source);
  const text = (value: Value | undefined) => (Array.isArray(value) ? value.join('\n') : (value ?? ''));
  const missing = text(props.source).trim() !== '' && text(props.value).trim() === '';
  const long = list || props.long === true;
  const control = {
    id,
    value: text(props.value),
    'aria-describedby': `${id}-source`,
    onChange: (event: { target: { value: string } }) => props.onChange(list ? event.target.value.split('\n') : event.target.value),
    lang: props.lang,
  };
  return (
    <div className="studio-field studio-translation">
      <span className="studio-label">
        <label htmlFor={id}>
          {props.label} ({languageName(props.lang, 'en')})
        </label>
        {missing ? <span className="studio-badge studio-badge-missing">Missing in {props.lang}</span> : null}
      </span>
      <div className="studio-translation-pair">
        <div id={`${id}-source`} className="studio-translation-source" lang={props.defaultLang}>
          <span className="studio-translation-source-label">{languageName(props.defaultLang, 'en')}:</span>{' '}
          {text(props.source) || <em>empty</em>}
        </div>
        {props.markdown && !list ? (
          <MarkdownEditor
            control={{ ...control, 'aria-describedby': `${id}-source ${id}-hint`, rows: 5 }}
            onChange={(value) => props.onChange(value)}
          />
        ) : long ? (
          <textarea {...control} rows={list ? Math.max(3, (props.source as string[]).length + 1) : 5} />
        ) : (
          <input {...control} type="text" />
        )}
      </div>
      {list ? <p className="studio-hint">One line per item, in the order of the {languageName(props.defaultLang, 'en')} list.</p> : null}
      {props.markdown && !list ? (
        <p id={`${id}-hint`} className="studio-hint">
          {MARKDOWN_HELP}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Every translatable field of `record` in `lang`, beside its default-language text. An empty
 * translation is no translation: the page shows the default text there (marked with its `lang`).
 */
export function TranslationFields(props: {
  record: object;
  fields: readonly string[];
  lang: string;
  defaultLang: string;
  labels?: Readonly<Record<string, string>>;
  /** The fields written in Markdown (shared/content/model/prose-fields.ts). */
  markdown?: readonly string[];
  /** The fields that hold a paragraph rather than a line. */
  long?: readonly string[];
  onChange: (field: string, value: Value) => void;
}) {
  const own = ((props.record as { translations?: Record<string, Record<string, Value>> }).translations ?? {})[props.lang] ?? {};
  const missing = missingFields(props.fields, props.record, props.lang);
  return (
    <div className="studio-translations">
      <p className="studio-hint" role="status">
        {missing.length === 0
          ? `Every text is written in ${languageName(props.lang, 'en')}.`
          : `${missing.length} ${missing.length === 1 ? 'text is' : 'texts are'} not yet written in ${languageName(props.lang, 'en')}; the ${languageName(props.defaultLang, 'en')} text shows there until it is.`}
      </p>
      {props.fields.map((field) => {
        const source = readPath(props.record, field);
        if (source === undefined || source === null) return null;
        return (
          <TranslationField
            key={field}
            path={field}
            label={translationLabel(field, props.labels)}
            source={source as Value}
            value={own[field]}
            lang={props.lang}
            defaultLang={props.defaultLang}
            markdown={props.markdown?.includes(field)}
            long={props.long?.includes(field)}
            onChange={(value) => props.onChange(field, value)}
          />
        );
      })}
    </div>
  );
}
