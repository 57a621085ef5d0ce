/** The contact part of the Lab profile screen: sections, address, emails, phone, map. */
import type { LabProfile } from '../../content/model/lab-profile';
import { CheckboxField, MarkdownField, TextArea, TextField } from '../fields';
import { type Update } from './lab-profile-fields';

const SECTIONS = [
  ['collaborations', 'Collaborations'],
  ['jobs', 'Job openings'],
  ['press', 'Press'],
] as const;

export function ContactFields({ draft, update }: { draft: LabProfile; update: Update }) {
  const contact = draft.contact;
  const set = (field: 'address' | 'email' | 'pressEmail' | 'phone') => (value: string) =>
    update((d) => ({ ...d, contact: { ...d.contact, [field]: value } }));
  const section = (key: (typeof SECTIONS)[number][0], field: 'heading' | 'text') => (value: string) =>
    update((d) => ({ ...d, contact: { ...d.contact, [key]: { ...d.contact[key], [field]: value } } }));
  const map = contact.map;
  const setMap = (field: 'latitude' | 'longitude' | 'zoom') => (value: string) =>
    update((d) => ({ ...d, contact: { ...d.contact, map: { ...(d.contact.map ?? { latitude: 0, longitude: 0, zoom: 15 }), [field]: Number(value) } } }));
  return (
    <fieldset>
      <legend>Contact page</legend>
      {SECTIONS.map(([key, label]) => (
        <div key={key} className="studio-subgroup">
          <TextField label={`${label} heading`} value={contact[key].heading} onChange={section(key, 'heading')} hint="Empty: the section is left out." />
          <MarkdownField label={`${label} text`} rows={3} value={contact[key].text} onChange={section(key, 'text')} />
        </div>
      ))}
      <TextArea label="Postal address" rows={5} value={contact.address} onChange={set('address')} hint="One line per line of the address." />
      <TextField label="Email" type="email" value={contact.email} onChange={set('email')} />
      <TextField label="Press email" type="email" value={contact.pressEmail} onChange={set('pressEmail')} />
      <TextField label="Phone" value={contact.phone} onChange={set('phone')} />
      <CheckboxField
        label="Show a map"
        checked={map !== null}
        onChange={(on) => update((d) => ({ ...d, contact: { ...d.contact, map: on ? { latitude: 0, longitude: 0, zoom: 15 } : null } }))}
        hint="An OpenStreetMap that loads only when a visitor asks for it."
      />
      {map ? (
        <div className="studio-profile-row">
          <TextField label="Latitude" type="number" value={String(map.latitude)} onChange={setMap('latitude')} />
          <TextField label="Longitude" type="number" value={String(map.longitude)} onChange={setMap('longitude')} />
          <TextField label="Zoom" type="number" min={1} max={19} value={String(map.zoom)} onChange={setMap('zoom')} />
        </div>
      ) : null}
    </fieldset>
  );
}
