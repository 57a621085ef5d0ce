/**
 * The site origins the studio works on. Built-in origins come with the build; staff add
 * their lab's own site here, and the browser asks them to allow access to that one origin.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { configuredOrigins, hasScheme, normalizeOrigin, originPattern } from '../origins';

export function useConfiguredOrigins() {
  const [origins, setOrigins] = useState<{ builtIn: string[]; added: string[] } | null>(null);
  useEffect(() => {
    const refresh = () => void configuredOrigins().then(setOrigins);
    refresh();
    chrome.permissions.onAdded.addListener(refresh);
    chrome.permissions.onRemoved.addListener(refresh);
    return () => {
      chrome.permissions.onAdded.removeListener(refresh);
      chrome.permissions.onRemoved.removeListener(refresh);
    };
  }, []);
  return origins;
}

export function SitesSettings({ suggested }: { suggested?: string | null }) {
  const origins = useConfiguredOrigins();
  const [address, setAddress] = useState(suggested ?? '');
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [waiting, setWaiting] = useState(false);
  /** A typed address without http:// or https://: the editor picks the scheme. */
  const [schemeless, setSchemeless] = useState<string | null>(null);

  function request(origin: string) {
    setSchemeless(null);
    setWaiting(true);
    setMessage({ tone: 'info', text: 'Waiting for the browser’s permission prompt…' });
    // Requested straight from the click: the browser shows its own prompt for this one origin.
    chrome.permissions.request({ origins: [originPattern(origin)] }).then(
      (granted) =>
        setMessage(
          granted
            ? { tone: 'info', text: `Access granted: ${origin} added. Open it in a tab and the studio attaches to it.` }
            : { tone: 'error', text: `Access refused: ${origin} was not added.` },
        ),
      (error: unknown) => setMessage({ tone: 'error', text: String(error instanceof Error ? error.message : error) }),
    ).finally(() => setWaiting(false));
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const typed = address.trim();
    const origin = normalizeOrigin(typed);
    if (!origin) {
      setMessage({ tone: 'error', text: 'Please enter the site address, such as https://lab.example.org' });
      return;
    }
    if (!hasScheme(typed)) {
      // Never guess: an http site added as https (or the reverse) would never attach.
      setSchemeless(new URL(origin).host);
      setMessage({ tone: 'info', text: `Does ${new URL(origin).host} use https or http?` });
      return;
    }
    request(origin);
  }

  async function remove(origin: string) {
    await chrome.permissions.remove({ origins: [originPattern(origin)] });
    setMessage({ tone: 'info', text: `${origin} removed.` });
  }

  return (
    <section className="panel-section" aria-labelledby="sites-heading">
      <h2 id="sites-heading">Lab sites</h2>
      <p className="panel-muted">The studio reads and edits content only on these sites.</p>
      <ul className="panel-list">
        {origins?.builtIn.map((origin) => (
          <li key={origin} className="panel-site">
            <span className="panel-origin">{origin}</span> <span className="panel-muted">(built in)</span>
          </li>
        ))}
        {origins?.added.map((origin) => (
          <li key={origin} className="panel-site">
            <span className="panel-origin">{origin}</span>{' '}
            <button type="button" className="panel-button panel-button-small" onClick={() => void remove(origin)}>
              Remove {origin}
            </button>
          </li>
        ))}
      </ul>
      <form className="panel-form" onSubmit={add} noValidate>
        <label htmlFor="site-address">Site address</label>
        <div className="panel-row">
          <input
            id="site-address"
            type="url"
            inputMode="url"
            placeholder="https://lab.example.org"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <button type="submit" className="panel-button panel-button-primary" disabled={waiting}>
            Add site
          </button>
        </div>
      </form>
      <div role="status" className={message?.tone === 'error' ? 'panel-error' : 'panel-status'}>
        {message?.text}
      </div>
      {schemeless ? (
        <div className="panel-row" role="group" aria-label="Choose the site's scheme">
          <button type="button" className="panel-button" onClick={() => request(`https://${schemeless}`)}>
            Add https://{schemeless}
          </button>
          <button type="button" className="panel-button" onClick={() => request(`http://${schemeless}`)}>
            Add http://{schemeless}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** What the panel says on a tab that is not a configured lab site. */
export function NotConfigured({ origin }: { origin: string | null }) {
  return (
    <div className="panel-notice-page">
      <h1>Not a lab site</h1>
      <p role="alert" className="panel-callout">
        {origin ? `${origin} is not a configured lab site.` : 'This tab is not a configured lab site.'} The studio does not read or
        change anything here.
      </p>
      <p>
        To edit your lab’s website here, add its address below and allow access when the browser asks. Then open the site and the
        studio attaches to it.
      </p>
      <SitesSettings suggested={origin} />
    </div>
  );
}

/** Opened as a tab while no configured site is open. */
export function NoSiteOpen() {
  const origins = useConfiguredOrigins();
  const example = origins?.added[0] ?? origins?.builtIn[0] ?? 'http://localhost:5173';
  return (
    <div className="panel-notice-page">
      <h1>No lab site open</h1>
      <p role="alert" className="panel-callout">
        No tab shows a configured lab site. Open your lab site (for example {example}) in a tab and the studio attaches to it.
      </p>
      <SitesSettings />
    </div>
  );
}
