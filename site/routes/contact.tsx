/**
 * Contact (SPEC §2): collaborations, job openings, press, address and a map. The map is
 * an OpenStreetMap embed that loads only when the visitor asks for it, so the page makes
 * no third-party request on its own.
 */
import { useState } from 'react';
import { Link } from '../../shared/ui/site-link';
import { UNIVERSITY_NAME } from '../../shared/content/constants';
import { labContact } from '../../shared/content/lab-contact';
import { PageHeader } from '../components/page-header';
import { describe, type HeadFn } from '../head';

const { email: EMAIL, pressEmail: PRESS_EMAIL, address: ADDRESS } = labContact();
// Around the (fictional) campus by the fjord in Halden.
const MAP_SRC =
  'https://www.openstreetmap.org/export/embed.html?bbox=11.3700%2C59.1180%2C11.4060%2C59.1340&layer=mapnik&marker=59.1260%2C11.3880';
const MAP_LINK = 'https://www.openstreetmap.org/?mlat=59.1260&mlon=11.3880#map=15/59.1260/11.3880';

export default function Contact() {
  const [showMap, setShowMap] = useState(false);
  return (
    <main>
      <PageHeader title="Contact" kicker="Get in touch">
        <p>We are always glad to hear from researchers, students, partners and the press.</p>
      </PageHeader>
      <div className="container page contact-grid">
        <section className="card contact-card" aria-labelledby="collab-title">
          <div className="card__body">
            <h2 id="collab-title">Collaborations</h2>
            <p>
              Interested in joint projects, data sharing or a research visit? Write to us at{' '}
              <a href={`mailto:${EMAIL}?subject=Collaboration`}>{EMAIL}</a> with a few lines about your idea.
            </p>
          </div>
        </section>
        <section className="card contact-card" aria-labelledby="jobs-title">
          <div className="card__body">
            <h2 id="jobs-title">Job Openings</h2>
            <p>Positions for researchers and students are listed on our jobs page, together with how to apply.</p>
            <p>
              <Link to="/join-us">See open positions</Link>
            </p>
          </div>
        </section>
        <section className="card contact-card" aria-labelledby="press-title">
          <div className="card__body">
            <h2 id="press-title">Press Inquiries</h2>
            <p>
              Journalists can reach the university press office at <a href={`mailto:${PRESS_EMAIL}`}>{PRESS_EMAIL}</a>,
              who will put you in touch with the right person in the lab.
            </p>
          </div>
        </section>

        <section className="contact-address" aria-labelledby="address-title">
          <h2 id="address-title">Address</h2>
          <address>
            {ADDRESS.recipient.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            {ADDRESS.streetAddress}
            <br />
            {ADDRESS.postalCode} {ADDRESS.locality}, {ADDRESS.country}
          </address>
        </section>

        <section className="contact-map" aria-labelledby="map-title">
          <h2 id="map-title">Map</h2>
          {showMap ? (
            <iframe
              className="contact-map__frame"
              title={`Map showing the location of ${UNIVERSITY_NAME}`}
              src={MAP_SRC}
              loading="lazy"
            />
          ) : (
            <div className="contact-map__placeholder">
              <p>The map is provided by OpenStreetMap. Loading it connects your browser to openstreetmap.org.</p>
              <button type="button" className="button button--primary" onClick={() => setShowMap(true)}>
                Show map
              </button>
            </div>
          )}
          <p className="muted">
            <a href={MAP_LINK} target="_blank" rel="noopener noreferrer">
              Open the map on OpenStreetMap
            </a>
          </p>
        </section>
      </div>
    </main>
  );
}

export const head: HeadFn = () => ({
  title: 'Contact',
  description: describe(
    'Contact the Discovery of Mind Lab at Halden University: collaborations, job openings, press inquiries and how to find us.',
  ),
});
