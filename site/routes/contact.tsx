/**
 * Contact (docs/product.md §2): collaborations, job openings, press, address and a map, all from the lab
 * profile. The map is an OpenStreetMap embed that loads only when the visitor asks for it, so
 * the page makes no third-party request on its own; a profile without a location has no map.
 */
import { useState } from 'react';
import { labAddressLines, type LabProfile } from '../../shared/content/model/lab-profile';
import { mailtoUrl } from '../../shared/content/read/urls';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Prose } from '../../shared/ui/prose';
import { useLabProfile } from '../../shared/ui/use-lab-profile';
import { PageHeader } from '../components/page-header';
import { useFallbackLang, useMessages } from '../i18n/language';
import { contact } from '../i18n/en/contact';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { contact };

type Location = NonNullable<LabProfile['contact']['map']>;

/** The embed and the full-map link of a location (the embed spans about three zoom-level tiles). */
function mapUrls({ latitude, longitude, zoom }: Location) {
  const lon = 3.3 * (360 / 2 ** zoom) / 2;
  const lat = lon * Math.cos((latitude * Math.PI) / 180) * 0.77;
  const f = (n: number) => n.toFixed(4);
  const bbox = [f(longitude - lon), f(latitude - lat), f(longitude + lon), f(latitude + lat)].join('%2C');
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${f(latitude)}%2C${f(longitude)}`,
    link: `https://www.openstreetmap.org/?mlat=${f(latitude)}&mlon=${f(longitude)}#map=${zoom}/${f(latitude)}/${f(longitude)}`,
  };
}

const SECTIONS = [
  { key: 'collaborations', id: 'collab-title' },
  { key: 'jobs', id: 'jobs-title' },
  { key: 'press', id: 'press-title' },
] as const;

export default function Contact() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const [showMap, setShowMap] = useState(false);
  const profile = useLabProfile();
  const { contact } = profile;
  const written = labAddressLines(profile);
  const cards = SECTIONS.filter(({ key }) => contact[key].heading.trim() && contact[key].text.trim()).length;
  // With nothing else on the page (a new site), the lab's own name and institution are its address.
  const address = written.length > 0 || cards > 0 || contact.email.trim() || contact.phone.trim() ? written : [profile.name, profile.institution].filter((line) => line.trim());
  const map = contact.map ? mapUrls(contact.map) : null;
  const email = mailtoUrl(contact.email);
  return (
    <main>
      <PageHeader title={t.contact.title} kicker={t.contact.kicker}>
        {profile.intros.contact ? <p {...editableItem('labProfile', 'intro-contact')} {...fallback(profile, 'intros.contact')}>{profile.intros.contact}</p> : null}
      </PageHeader>
      <div className="container page contact-grid">
        {SECTIONS.map(({ key, id }) =>
          // A card needs both its heading and its words: a heading alone is an empty card.
          contact[key].heading.trim() && contact[key].text.trim() ? (
            <section key={key} className="card contact-card" aria-labelledby={id} {...editableItem('labProfile', `contact-${key}`)}>
              <div className="card__body">
                <h2 id={id} {...fallback(profile, `contact.${key}.heading`)}>{contact[key].heading}</h2>
                <div {...editableField('text')} {...fallback(profile, `contact.${key}.text`)}>
                  <Prose text={contact[key].text} headingBase={4} />
                </div>
              </div>
            </section>
          ) : null,
        )}

        {address.length > 0 || email || contact.phone.trim() ? (
          <section className="contact-address" aria-labelledby="address-title" {...editableItem('labProfile', 'contact-address')}>
            <h2 id="address-title">{t.contact.address}</h2>
            {address.length > 0 ? (
              <address {...(written.length > 0 ? fallback(profile, 'contact.address') : {})}>
                {address.map((line, index) => (
                  <span key={index}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </span>
                ))}
              </address>
            ) : null}
            {email ? (
              <p>
                <a href={email}>{contact.email}</a>
              </p>
            ) : null}
            {contact.phone ? <p>{contact.phone}</p> : null}
          </section>
        ) : null}

        {map ? (
          <section className="contact-map" aria-labelledby="map-title">
            <h2 id="map-title">{t.contact.map}</h2>
            {showMap ? (
              <iframe
                className="contact-map__frame"
                title={t.contact.mapTitle(profile.institution || profile.name)}
                src={map.embed}
                loading="lazy"
              />
            ) : (
              <div className="contact-map__placeholder">
                <p>{t.contact.mapNotice}</p>
                <button type="button" className="button button--primary" onClick={() => setShowMap(true)}>
                  {t.contact.showMap}
                </button>
              </div>
            )}
            <p className="muted">
              <a href={map.link} target="_blank" rel="noopener noreferrer">
                {t.contact.openMap}
              </a>
            </p>
          </section>
        ) : null}
      </div>
    </main>
  );
}
