import { useEffect, useState } from 'react';
import { Link } from '../../shared/ui/site-link';
import { nameWithInstitution, socialLinks } from '../../shared/content/model/lab-profile';
import { useFallbackLang, useLabProfile, useShownSections } from '../../shared/ui/use-lab-profile';
import { pagePath, pagesIn } from '../../shared/content/read/pages';
import { useContent } from '../../shared/ui/content-context';
import { useMessages } from '../i18n/language';

/** The copyright year: the build's year in the HTML, the visitor's current year once running. */
function useCurrentYear(): number {
  const [year, setYear] = useState<number>(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function SiteFooter() {
  const t = useMessages();
  const year = useCurrentYear();
  const profile = useLabProfile();
  const shown = useShownSections();
  const social = socialLinks(profile);
  // The lab's own pages placed in the footer (docs/decisions/077).
  const ownPages = pagesIn(useContent().pages, 'footer');
  const fallback = useFallbackLang();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <div className="site-footer__name">{profile.name}</div>
          <p className="site-footer__copy">
            © {year} {nameWithInstitution(profile)}.{profile.footerText ? ` ${profile.footerText}` : ''}
          </p>
          {social.length > 0 ? (
            <ul className="site-footer__social" aria-label={t.footer.elsewhere}>
              {social.map((link) => (
                <li key={link.key}>
                  <a href={link.url} rel="noopener noreferrer me" target="_blank">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label={t.footer.label}>
          <ul className="site-footer__links">
            <li>
              <Link to="/contact">{t.footer.contact}</Link>
            </li>
            {shown.has('joinUs') ? (
              <li>
                <Link to="/join-us">{t.footer.joinUs}</Link>
              </li>
            ) : null}
            {ownPages.map((page) => (
              <li key={page.id}>
                <Link to={pagePath(page)} {...fallback(page, 'title')}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__credit">
          {t.footer.emojiBy}{' '}
          <a href="https://openmoji.org/" rel="noopener noreferrer" target="_blank">
            OpenMoji
          </a>
          {t.footer.emojiProject}{' '}
          <a href="https://creativecommons.org/licenses/by-sa/4.0/" rel="noopener noreferrer license" target="_blank">
            CC BY-SA 4.0
          </a>
          .
        </p>
      </div>
    </footer>
  );
}
