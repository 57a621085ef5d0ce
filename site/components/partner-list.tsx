/** Collaborators and funding sources: logo (if any), name linking out, optional detail. */
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
