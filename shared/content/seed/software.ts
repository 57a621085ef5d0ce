// Content of the lab site: software.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { Software } from '../schemas';

export const software: Software[] = [
  {
    "id": "software-1",
    "name": "Conjecture",
    "description": "Conjecture is a Python toolkit for automated theory discovery in the behavioural sciences. It searches over equations and small programs for computational models that explain experimental data, and ranks the candidates by predictive accuracy and complexity. Built-in recovery studies check whether a discovered model can be trusted before anyone interprets it.",
    "repoUrl": "https://github.com/discovery-of-mind-lab/conjecture",
    "technologies": [
      "Python",
      "PyTorch",
      "SymPy"
    ],
    "developers": [
      "Kwame Asante",
      "Arjun Raghavan",
      "Yuki Takahashi",
      "Noah Whitfield"
    ],
    "license": "MIT",
    "imageUrl": "/assets/software/conjecture.svg",
    "imageAlt": "Conjecture: candidate expression trees ranked by fit and simplicity",
    "demoUrl": "https://example.org/conjecture/playground",
    "documentationUrl": "https://example.org/conjecture/docs",
    "projectIds": [
      "project-1",
      "project-3"
    ],
    "projectId": "project-1",
    "publicationIds": [
      "pub-002",
      "pub-006",
      "pub-014"
    ],
    "featured": true,
    "releaseDate": "2023-11-20",
    "lastUpdate": "2026-09-30",
    "translations": {
      "nb": {
        "description": "Conjecture er et Python-verktøysett for automatisert teorioppdagelse i atferdsvitenskapene. Det søker gjennom likninger og små programmer etter beregningsmodeller som forklarer eksperimentelle data, og rangerer kandidatene etter prediktiv treffsikkerhet og kompleksitet. Innebygde gjenfinningsstudier kontrollerer om en modell som er funnet, er til å stole på før noen tolker den.",
        "imageAlt": "Conjecture: kandidattrær for uttrykk rangert etter tilpasning og enkelhet"
      }
    }
  },
  {
    "id": "software-2",
    "name": "LoopLab",
    "description": "LoopLab is an open platform for closed-loop online experiments. Experiments written as React components run in the participant’s browser, while a Python service fits models to incoming data and chooses the next trial, condition or stopping point. The platform logs every design decision so that adaptive studies can be audited and replayed.",
    "repoUrl": "https://github.com/discovery-of-mind-lab/looplab",
    "technologies": [
      "TypeScript",
      "React",
      "Python"
    ],
    "developers": [
      "Hana Kowalczyk",
      "Elif Demir",
      "Lucía Ferreira"
    ],
    "license": "Apache 2.0",
    "imageUrl": "/assets/software/looplab.svg",
    "imageAlt": "LoopLab: a browser window connected to a model server in a loop",
    "demoUrl": "https://example.org/looplab/demo",
    "documentationUrl": "https://example.org/looplab/docs",
    "projectIds": [
      "project-2"
    ],
    "projectId": "project-2",
    "publicationIds": [
      "pub-001",
      "pub-007",
      "pub-016"
    ],
    "featured": true,
    "releaseDate": "2025-09-15",
    "lastUpdate": "2026-10-12"
  },
  {
    "id": "software-3",
    "name": "Bestiary",
    "description": "Bestiary is a curated zoo of cognitive models with a common interface for simulation, fitting and parameter recovery. Each model comes with its original data set, a short description of its assumptions and tests that reproduce published results. The collection doubles as a benchmark for automated discovery methods.",
    "repoUrl": "https://github.com/discovery-of-mind-lab/bestiary",
    "technologies": [
      "Python",
      "Julia"
    ],
    "developers": [
      "Arjun Raghavan",
      "Amara Nwosu",
      "Noah Whitfield"
    ],
    "license": "BSD",
    "imageUrl": "/assets/software/bestiary.svg",
    "imageAlt": "Bestiary: a catalogue of model cards, each with a fitted curve",
    "demoUrl": "",
    "documentationUrl": "https://example.org/bestiary/docs",
    "projectIds": [
      "project-5",
      "project-1"
    ],
    "projectId": "project-5",
    "publicationIds": [
      "pub-004",
      "pub-010"
    ],
    "featured": false,
    "releaseDate": "2025-05-12",
    "lastUpdate": "2026-08-21"
  },
  {
    "id": "software-4",
    "name": "EEGsieve",
    "description": "EEGsieve is a preprocessing and analysis pipeline for EEG recorded during learning tasks, including mobile recordings outside the laboratory. It combines automated artefact detection with model-based regressors, so that trial-by-trial quantities such as prediction errors can be related to brain signals in a few reproducible steps.",
    "repoUrl": "https://github.com/discovery-of-mind-lab/eegsieve",
    "technologies": [
      "Python",
      "R"
    ],
    "developers": [
      "Jonas Brandt",
      "Mateo Quispe"
    ],
    "license": "GPL v3",
    "imageUrl": "/assets/software/eegsieve.svg",
    "imageAlt": "EEGsieve: raw EEG traces passing through a sieve and leaving clean",
    "demoUrl": "",
    "documentationUrl": "",
    "projectIds": [
      "project-4"
    ],
    "projectId": "project-4",
    "publicationIds": [
      "pub-008",
      "pub-017"
    ],
    "featured": false,
    "releaseDate": "2024-03-18",
    "lastUpdate": "2025-12-03"
  }
];
