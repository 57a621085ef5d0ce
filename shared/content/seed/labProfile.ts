// The lab's profile: names, brand colour, links and the texts of the home, contact and list pages.
// Written by the studio's "Export Current Data as Default"; edit in the studio (Lab profile) or by hand.
import type { LabProfile } from '../lab-profile';

export const labProfile: LabProfile = {
  "name": "Discovery of Mind Lab",
  "shortName": "Discovery Lab",
  "institution": "Halden University",
  "department": "Department of Psychology",
  "institutionUrl": "https://www.halden-university.example/",
  "description": "Discovery of Mind Lab at Halden University: automated scientific discovery of mind and brain.",
  "logo": "",
  "favicon": "/favicon.svg",
  "brandColor": "#00AAFF",
  "languages": [
    "en",
    "nb"
  ],
  "home": {
    "kicker": "Halden University",
    "title": "Discovery of Mind Lab",
    "lead": "We study how machines can help discover how minds and brains work: algorithms that propose theories, experiments that design themselves, and open tools that let others check every step.",
    "primaryButton": {
      "label": "Explore our research",
      "target": "/projects"
    },
    "secondaryButton": {
      "label": "Open positions",
      "target": "/join-us"
    },
    "figures": [
      "projects",
      "publications",
      "teamMembers",
      "software"
    ],
    "missionHeading": "Our mission",
    "mission": "Scientific discovery in psychology and neuroscience is slow because every theory is written, tested and compared by hand. Our mission is to automate the parts of that cycle that machines do well, while keeping people in charge of what counts as an explanation, so that cognitive science can test more ideas, more rigorously, and in the open.",
    "peopleText": "Researchers from psychology, neuroscience, statistics and computer science, working on shared questions.",
    "workWithUs": "Collaborations, student projects and visits: get in touch.",
    "teamImageAlt": "Illustration of the Discovery of Mind Lab team"
  },
  "intros": {
    "news": "Papers, people, awards and events from the lab.",
    "research": "The questions we work on, and the methods we use to answer them.",
    "publications": "Articles, proceedings, chapters and preprints from the lab, newest first.",
    "software": "Open-source tools we build and maintain for automated discovery, adaptive experiments and modelling.",
    "team": "Psychologists, neuroscientists, statisticians and computer scientists working on shared questions.",
    "joinUs": "We welcome curious people from psychology, neuroscience, statistics and computer science.",
    "contact": "We are always glad to hear from researchers, students, partners and the press."
  },
  "contact": {
    "collaborations": {
      "heading": "Collaborations",
      "text": "Interested in joint projects, data sharing or a research visit? Write to us at [discovery-lab@halden-university.example](mailto:discovery-lab@halden-university.example?subject=Collaboration) with a few lines about your idea."
    },
    "jobs": {
      "heading": "Job Openings",
      "text": "Positions for researchers and students are listed on our jobs page, together with how to apply.\n\n[See open positions](/join-us)"
    },
    "press": {
      "heading": "Press Inquiries",
      "text": "Journalists can reach the university press office at [press@halden-university.example](mailto:press@halden-university.example), who will put you in touch with the right person in the lab."
    },
    "address": "Discovery of Mind Lab\nDepartment of Psychology, Halden University\nFjordside Campus, Building C, Room 3.14\nKunnskapsveien 12\n1783 Halden, Norway",
    "email": "discovery-lab@halden-university.example",
    "pressEmail": "press@halden-university.example",
    "phone": "",
    "map": {
      "latitude": 59.126,
      "longitude": 11.388,
      "zoom": 15
    }
  },
  "links": {
    "github": "",
    "gitlab": "",
    "mastodon": "",
    "bluesky": "",
    "x": "",
    "linkedin": "",
    "youtube": "",
    "orcid": ""
  },
  "footerText": "All rights reserved.",
  "shareImage": "/assets/og-default.png",
  "shareImageAlt": "Discovery of Mind Lab, Halden University: automated scientific discovery of mind and brain",
  "sections": {
    "news": "automatic",
    "research": "automatic",
    "publications": "automatic",
    "software": "automatic",
    "team": "automatic",
    "joinUs": "automatic"
  },
  "translations": {
    "nb": {
      "institution": "Universitetet i Halden",
      "department": "Institutt for psykologi",
      "description": "Discovery of Mind Lab ved Universitetet i Halden: automatisert vitenskapelig oppdagelse om sinn og hjerne.",
      "home.kicker": "Universitetet i Halden",
      "home.lead": "Vi forsker på hvordan maskiner kan hjelpe oss å finne ut hvordan sinn og hjerner virker: algoritmer som foreslår teorier, eksperimenter som planlegger seg selv, og åpne verktøy som lar andre kontrollere hvert steg.",
      "home.primaryButton.label": "Utforsk forskningen vår",
      "home.secondaryButton.label": "Ledige stillinger",
      "home.missionHeading": "Vårt oppdrag",
      "home.mission": "Vitenskapelige oppdagelser i psykologi og nevrovitenskap går sakte fordi hver teori skrives, testes og sammenlignes for hånd. Vårt oppdrag er å automatisere de delene av denne syklusen som maskiner gjør godt, mens mennesker fortsatt avgjør hva som teller som en forklaring, slik at kognitiv vitenskap kan teste flere ideer, grundigere og i det åpne.",
      "home.peopleText": "Forskere fra psykologi, nevrovitenskap, statistikk og informatikk som arbeider med felles spørsmål.",
      "home.workWithUs": "Samarbeid, studentprosjekter og forskningsopphold: ta kontakt.",
      "home.teamImageAlt": "Illustrasjon av folkene i Discovery of Mind Lab",
      "intros.news": "Artikler, folk, priser og arrangementer fra gruppen.",
      "intros.research": "Spørsmålene vi arbeider med, og metodene vi bruker for å besvare dem.",
      "intros.publications": "Artikler, konferansebidrag, kapitler og preprinter fra gruppen, nyeste først.",
      "intros.team": "Psykologer, nevroforskere, statistikere og informatikere som arbeider med felles spørsmål.",
      "intros.joinUs": "Vi ønsker nysgjerrige folk fra psykologi, nevrovitenskap, statistikk og informatikk velkommen.",
      "intros.contact": "Vi hører gjerne fra forskere, studenter, partnere og pressen.",
      "contact.collaborations.heading": "Samarbeid",
      "contact.collaborations.text": "Interessert i felles prosjekter, datadeling eller et forskningsopphold? Skriv til oss på [discovery-lab@halden-university.example](mailto:discovery-lab@halden-university.example?subject=Samarbeid) med noen linjer om ideen din.",
      "contact.jobs.heading": "Ledige stillinger",
      "contact.jobs.text": "Stillinger for forskere og studenter står på stillingssiden vår, sammen med hvordan du søker.\n\n[Se ledige stillinger](/join-us)",
      "contact.press.heading": "Pressehenvendelser",
      "contact.press.text": "Journalister kan kontakte universitetets pressekontor på [press@halden-university.example](mailto:press@halden-university.example), som setter deg i kontakt med rett person i gruppen.",
      "contact.address": "Discovery of Mind Lab\nInstitutt for psykologi, Universitetet i Halden\nFjordside campus, bygg C, rom 3.14\nKunnskapsveien 12\n1783 Halden",
      "footerText": "Alle rettigheter forbeholdt.",
      "shareImageAlt": "Discovery of Mind Lab, Universitetet i Halden: automatisert vitenskapelig oppdagelse om sinn og hjerne"
    }
  }
};
