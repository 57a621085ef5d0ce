import { useEffect, useState } from 'react';
import { Link } from '../../shared/ui/site-link';
import { LAB_NAME, UNIVERSITY_NAME } from '../../shared/content/constants';

/** The copyright year: the build's year in the HTML, the visitor's current year once running. */
function useCurrentYear(): number {
  const [year, setYear] = useState<number>(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <div className="site-footer__name">{LAB_NAME}</div>
          <p className="site-footer__copy">
            © {year} {LAB_NAME}, {UNIVERSITY_NAME}. All rights reserved.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/join-us">Join Us</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__credit">
          Emoji graphics by{' '}
          <a href="https://openmoji.org/" rel="noopener noreferrer" target="_blank">
            OpenMoji
          </a>
          , the open-source emoji and icon project, licensed under{' '}
          <a href="https://creativecommons.org/licenses/by-sa/4.0/" rel="noopener noreferrer license" target="_blank">
            CC BY-SA 4.0
          </a>
          .
        </p>
      </div>
    </footer>
  );
}
