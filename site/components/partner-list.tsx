/** Collaborators and funding sources: logo (if any), name linking out, optional detail. */
import { Link } from 'react-router-dom';
import { SafeImage, SafeLink } from '../../shared/ui/safe-link';

export interface Partner {
  id: string;
  name: string;
  url: string;
  logo?: string | undefined;
  detail?: string;
}

export function PartnerList({ items, empty }: { items: readonly Partner[]; empty: string }) {
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="partner-list">
      {items.map((item) => (
        <li key={item.id} className="partner">
          <span className="partner__logo" aria-hidden="true">
            <SafeImage src={item.logo} alt="" width={48} height={48} />
            <span className="partner__initial">{item.name.trim().charAt(0)}</span>
          </span>
          <span className="partner__text">
            <SafeLink href={item.url} className="partner__name">
              {item.name}
            </SafeLink>
            {item.detail && <span className="partner__detail">{item.detail}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A home-page section of partners, with its studio link for logged-in staff. */
export function PartnerSection(props: {
  id: string;
  title: string;
  items: readonly Partner[];
  empty: string;
  manage: { to: string; label: string } | null;
}) {
  return (
    <section className="container section" aria-labelledby={props.id}>
      <div className="section__head">
        <h2 id={props.id}>{props.title}</h2>
        {props.manage && (
          <Link to={props.manage.to} className="manage-link">
            {props.manage.label}
          </Link>
        )}
      </div>
      <PartnerList items={props.items} empty={props.empty} />
    </section>
  );
}
