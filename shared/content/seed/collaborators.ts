// Content of the lab site: collaborators.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { Collaborator } from '../schemas';

export const collaborators: Collaborator[] = [
  {
    "id": "collab-1",
    "name": "Meridian Institute of Technology",
    "url": "https://meridian-institute.example",
    "logo": "/assets/lab/meridian-institute.svg",
    "logoAlt": "Meridian Institute of Technology logo",
    "translations": {
      "nb": {
        "logoAlt": "Logoen til Meridian Institute of Technology"
      }
    }
  },
  {
    "id": "collab-2",
    "name": "University of Eastmere",
    "url": "https://eastmere-university.example",
    "logo": "/assets/lab/eastmere-university.svg",
    "logoAlt": "University of Eastmere logo"
  },
  {
    "id": "collab-3",
    "name": "Vessby Centre for Computational Neuroscience",
    "url": "https://vessby-centre.example"
  },
  {
    "id": "collab-4",
    "name": "Lumen Cognitive Systems",
    "url": "https://example.com/lumen-cognitive-systems"
  },
  {
    "id": "collab-5",
    "name": "Institute for Open Behavioural Data",
    "url": "https://example.org/open-behavioural-data"
  }
];
