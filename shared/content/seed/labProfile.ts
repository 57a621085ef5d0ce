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
  }
};
