import type { ReactNode } from 'react';
import type { IntroKey } from '../../shared/content/model/lab-profile';
import { editableItem } from '../../shared/ui/editable';
import { useLabProfile } from '../../shared/ui/use-lab-profile';
import { useFallbackLang } from '../i18n/language';

/** The title band at the top of a public page. */
export function PageHeader({ title, kicker, children }: { title: string; kicker?: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="container">
        {kicker && <p className="page-header__kicker">{kicker}</p>}
        <h1 className="page-header__title">{title}</h1>
        {children && <div className="page-header__lead">{children}</div>}
      </div>
    </header>
  );
}

/** A list page's intro line, from the lab profile (editable in place from the side panel). */
export function PageIntro({ section }: { section: IntroKey }) {
  const profile = useLabProfile();
  const fallback = useFallbackLang();
  const text = profile.intros[section];
  return text ? <p {...editableItem('labProfile', `intro-${section}`)} {...fallback(profile, `intros.${section}`)}>{text}</p> : null;
}

/** A list page: its title band with the lab's intro line above the page's own content. */
export function ListPage(props: { title: string; kicker: string; section: IntroKey; className?: string; pageClassName?: string; children: ReactNode }) {
  return (
    <main className={props.className}>
      <PageHeader title={props.title} kicker={props.kicker}>
        <PageIntro section={props.section} />
      </PageHeader>
      <div className={props.pageClassName ? `container page ${props.pageClassName}` : 'container page'}>{props.children}</div>
    </main>
  );
}
