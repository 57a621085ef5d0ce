/**
 * The lab's postal address and e-mail addresses, in one place until the lab profile becomes a
 * content record (ARCHITECTURE, "The lab is content"): the contact page shows them, and the
 * structured data (Organization, JobPosting) reads the same record.
 */
import { LAB_NAME, UNIVERSITY_NAME } from './constants';

export interface LabContact {
  email: string;
  pressEmail: string;
  address: {
    /** Lines above the street: the lab, the department, the building. */
    recipient: string[];
    streetAddress: string;
    postalCode: string;
    locality: string;
    country: string;
    /** ISO 3166-1 alpha-2, as schema.org's addressCountry expects. */
    countryCode: string;
  };
}

export function labContact(): LabContact {
  return {
    email: 'discovery-lab@halden-university.example',
    pressEmail: 'press@halden-university.example',
    address: {
      recipient: [LAB_NAME, `Department of Psychology, ${UNIVERSITY_NAME}`, 'Fjordside Campus, Building C, Room 3.14'],
      streetAddress: 'Kunnskapsveien 12',
      postalCode: '1783',
      locality: 'Halden',
      country: 'Norway',
      countryCode: 'NO',
    },
  };
}
