/** The English words of the site's contact section (docs/decisions/060, 061); see ../en.ts. */
export const contact = {
  title: 'Contact',
  kicker: 'Get in touch',
  address: 'Address',
  map: 'Map',
  mapTitle: (place: string) => `Map showing the location of ${place}`,
  mapNotice: 'The map is provided by OpenStreetMap. Loading it connects your browser to openstreetmap.org.',
  showMap: 'Show map',
  openMap: 'Open the map on OpenStreetMap',
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    contact: typeof contact;
  }
}
