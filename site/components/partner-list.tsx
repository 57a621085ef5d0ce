/** Collaborators and funding sources: logo (if any), name linking out, optional detail. */
import { Link } from '../../shared/ui/site-link';
import { imgAlt } from '../../shared/content/media/img-alt';
import { editableField, editableItem } from '../../shared/ui/editable';
import { SafeImage, SafeLink } from '../../shared/ui/safe-link';
import { PLACE_SIZES } from '../../shared/content/media/image-variants';
import { useFallbackLang } from '../../shared/ui/use-lab-profile';

export interface Partner {
  id: string;
  name: string;
  url: string;
  logo?: string | undefined;
  logoAlt?: string | undefined;
  detail?: string;
}

export function PartnerList({
  items,
  empty,
  kind,
}: {
  items: readonly Partner[];
  empty: string;
  kind?: 'collaborators' | 'fundingSources';
}) {
  const fallback = useFallbackLang();
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="partner-list">
      {items.map((item) => (
        <li key={item.id} className="partner" {...(kind ? editableItem(kind, item.id, { anchor: true }) : {})}>
          <span className="partner__logo">
            <SafeImage src={item.logo} alt={imgAlt(item.logoAlt)} width={48} height={48} {...fallback(item, 'logoAlt')} sizes={PLACE_SIZES.logo} />
            <span className="partner__initial" aria-hidden="true">
              {item.name.trim().charAt(0)}
            </span>
          </span>
          <span className="partner__text">
            <SafeLink href={item.url} className="partner__name" {...editableField('name')}>
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
  /** What the items are, for the side panel's click-to-edit. */
  kind?: 'collaborators' | 'fundingSources';
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
      <PartnerList items={props.items} empty={props.empty} kind={props.kind} />
    </section>
  );
}
