// Content of the lab site: courses.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { Course } from '../schemas';

export const teaching: Course[] = [
  {
    "id": "course-1",
    "title": "Computational Models of Cognition",
    "code": "PSY4320",
    "starts": "2026-08-17",
    "level": "master",
    "description": "How to turn a theory of the mind into a model that makes **testable predictions**. Students build reinforcement-learning, drift-diffusion and Bayesian models in Python, fit them to behavioural data and compare them with cross-validation.",
    "instructorIds": [
      "member-1",
      "member-4"
    ],
    "syllabusUrl": "https://example.org/teaching/psy4320/syllabus",
    "materialsUrl": "https://example.org/teaching/psy4320",
    "projectId": "project-1",
    "translations": {
      "nb": {
        "title": "Datamodeller av kognisjon",
        "description": "Hvordan en teori om sinnet blir en modell som gir **prøvbare prediksjoner**. Studentene bygger modeller for forsterkningslæring, driftsdiffusjon og bayesiansk inferens i Python, tilpasser dem til atferdsdata og sammenlikner dem med kryssvalidering."
      }
    }
  },
  {
    "id": "course-2",
    "title": "Running Online Experiments",
    "code": "PSY9051",
    "starts": "2026-01-19",
    "level": "phd",
    "description": "A hands-on seminar for doctoral students: designing adaptive experiments, recruiting participants online, checking data quality and sharing the materials openly.",
    "instructorIds": [
      "member-2"
    ],
    "syllabusUrl": "",
    "materialsUrl": "https://example.org/teaching/psy9051",
    "projectId": "project-2",
    "translations": {
      "nb": {
        "title": "Nettbaserte eksperimenter i praksis",
        "description": "Et praktisk seminar for doktorgradsstudenter: å utforme adaptive eksperimenter, rekruttere deltakere på nett, sjekke datakvaliteten og dele materialet åpent."
      }
    }
  },
  {
    "id": "course-3",
    "title": "Introduction to Decision Making",
    "code": "PSY1100",
    "starts": "2025-08-18",
    "level": "bachelor",
    "description": "Why people choose what they choose: heuristics, risk, time and social influence, with short weekly experiments students run on themselves.",
    "instructorIds": [
      "member-1"
    ],
    "syllabusUrl": "https://example.org/teaching/psy1100/syllabus",
    "materialsUrl": "",
    "translations": {
      "nb": {
        "title": "Innføring i beslutningstaking",
        "description": "Hvorfor folk velger som de gjør: tommelfingerregler, risiko, tid og sosial påvirkning, med korte ukentlige eksperimenter studentene gjør på seg selv."
      }
    }
  }
];
