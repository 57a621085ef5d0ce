// Content of the lab site: news.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { NewsItem } from '../schemas';

export const newsItems: NewsItem[] = [
  {
    "id": "news-1",
    "title": "We are hiring a student research assistant",
    "content": "The closed-loop experiments project is looking for a student research assistant for 20 hours per month. You will help to build and pilot online experiments on the LoopLab platform. Applications are open until 15 December 2026; details are on our jobs page.",
    "date": "2026-11-03",
    "author": "Petra Novak",
    "featured": false,
    "tags": [
      "Team"
    ],
    "emojiHexcodes": [
      "1F465"
    ],
    "translations": {
      "nb": {
        "title": "Vi søker en studentassistent",
        "content": "Prosjektet om eksperimenter med lukket sløyfe søker en studentassistent i 20 timer per måned. Du vil bidra til å bygge og prøve ut nettbaserte eksperimenter på plattformen LoopLab. Søknadsfristen er 15. desember 2026; detaljene står på stillingssiden vår."
      }
    }
  },
  {
    "id": "news-2",
    "title": "Putting machine-generated hypotheses to the test",
    "content": "Our new article in the Journal of Computational Cognition reports the first closed-loop test of hypotheses proposed by a language model. An adaptive online experiment pitted the generated explanations of memory effects against established theories. Some predictions held up, but the best human-written model still came out ahead.",
    "date": "2026-09-18",
    "author": "Yuki Takahashi",
    "featured": true,
    "tags": [
      "Publication"
    ],
    "imageUrl": "/assets/projects/llm-hypotheses.svg",
    "imageAlt": "Illustration: speech bubbles branching into candidate hypotheses",
    "translations": {
      "nb": {
        "title": "Maskinskapte hypoteser satt på prøve",
        "content": "Vår nye artikkel i Journal of Computational Cognition rapporterer den første testen med lukket sløyfe av hypoteser foreslått av en språkmodell. Et adaptivt nettbasert eksperiment satte de genererte forklaringene av hukommelseseffekter opp mot etablerte teorier. Noen prediksjoner holdt, men den beste modellen skrevet av mennesker kom fortsatt best ut.",
        "imageAlt": "Illustrasjon: snakkebobler som forgrener seg til kandidathypoteser"
      }
    }
  },
  {
    "id": "news-3",
    "title": "Best student paper award for Arjun Raghavan",
    "content": "Arjun Raghavan received the best student paper award of the Annual Conference on Cognitive Modelling for his work on evaluating automatically discovered models. The jury highlighted the benchmark’s careful recovery studies. Congratulations, Arjun!",
    "date": "2026-06-10",
    "author": "Ingrid Halvorsen",
    "featured": false,
    "tags": [
      "Award",
      "Team"
    ],
    "emojiHexcodes": [
      "1F3AF"
    ]
  },
  {
    "id": "news-4",
    "title": "Bestiary model zoo reaches forty models",
    "content": "The Bestiary collection of cognitive models now contains forty fully documented models, each with simulation code, original data and recovery tests. Contributions from other labs are welcome through the project’s repository.",
    "date": "2026-03-02",
    "author": "Amara Nwosu",
    "featured": false,
    "tags": [
      "Software"
    ],
    "emojiHexcodes": [
      "1F9E9",
      "1F4DA"
    ]
  },
  {
    "id": "news-5",
    "title": "Welcome to Sofia Marchetti",
    "content": "Sofia Marchetti joins us from the Meridian Institute of Technology as a visiting doctoral researcher for the coming year. She will work on language-model hypothesis generation and on philosophical questions about machine discovery.",
    "date": "2025-11-20",
    "author": "Ingrid Halvorsen",
    "featured": false,
    "tags": [
      "Team"
    ],
    "emojiHexcodes": [
      "1F465"
    ]
  },
  {
    "id": "news-6",
    "title": "LoopLab 1.0 released",
    "content": "The first stable version of LoopLab, our platform for closed-loop online experiments, is now available under the Apache 2.0 licence. It includes templates for bandit, categorisation and intertemporal-choice tasks and a complete log of every adaptive design decision.",
    "date": "2025-09-15",
    "author": "Hana Kowalczyk",
    "featured": true,
    "tags": [
      "Software"
    ],
    "imageUrl": "/assets/projects/closed-loop-experiments.svg",
    "imageAlt": "Illustration: a loop linking model, experiment design and data"
  },
  {
    "id": "news-7",
    "title": "The lab at the Annual Conference on Cognitive Modelling",
    "content": "Lab members presented talks and posters at this year’s Annual Conference on Cognitive Modelling, ranging from equation discovery for category learning to the originality of language-model hypotheses. Slides and posters are linked from the publications page.",
    "date": "2025-06-05",
    "author": "Kwame Asante",
    "featured": false,
    "tags": [
      "Event"
    ],
    "imageUrl": "/assets/projects/theory-discovery.svg",
    "imageAlt": "Illustration: expression tree growing from data points"
  },
  {
    "id": "news-8",
    "title": "Open lab day for school students",
    "content": "Thirty secondary-school students visited the lab to try an EEG recording, play a learning game that adapted to their choices and discuss how computers might help scientists to find new ideas. We thank the teachers of the two participating schools.",
    "date": "2025-02-12",
    "author": "Lucía Ferreira",
    "featured": false,
    "tags": [
      "Outreach",
      "Event"
    ],
    "emojiHexcodes": [
      "1F4A1"
    ]
  },
  {
    "id": "news-9",
    "title": "Northern Research Council funds closed-loop cognitive science",
    "content": "The Northern Research Council has awarded the lab EUR 1,450,000 for the programme “Closed-Loop Cognitive Science”, starting on 1 October 2024 and running for five years. The grant funds two doctoral and one postdoctoral position and the infrastructure for large adaptive online experiments.",
    "date": "2024-10-01",
    "author": "Ingrid Halvorsen",
    "featured": true,
    "tags": [
      "Funding"
    ],
    "imageUrl": "/assets/projects/closed-loop-experiments.svg",
    "imageAlt": "Illustration: a loop linking model, experiment design and data"
  },
  {
    "id": "news-10",
    "title": "New EEG laboratory opens",
    "content": "Our new EEG laboratory with two shielded recording booths and a set of mobile systems is now in use. The first studies examine how prediction-error signals differ between learning strategies.",
    "date": "2024-07-08",
    "author": "Jonas Brandt",
    "featured": false,
    "tags": [
      "Event"
    ],
    "imageUrl": "/assets/projects/neural-signatures.svg",
    "imageAlt": "Illustration: eEG traces recorded from an abstract head"
  },
  {
    "id": "news-11",
    "title": "Conjecture toolkit described in new paper",
    "content": "A paper describing Conjecture, our open toolkit for automated theory discovery, has been published in the Journal of Open Cognitive Software. The article explains the design of the toolkit and how its recovery studies help to avoid over-interpreting discovered models.",
    "date": "2024-04-15",
    "author": "Kwame Asante",
    "featured": false,
    "tags": [
      "Publication",
      "Software"
    ],
    "emojiHexcodes": [
      "1F4DA"
    ]
  },
  {
    "id": "news-12",
    "title": "New project: a shared zoo of cognitive models",
    "content": "In February we start a new project that collects published cognitive models in a common, openly licensed format. Led by Arjun Raghavan and Amara Nwosu, the collection will serve both as a toolbox for modellers and as a benchmark for our theory-discovery methods.",
    "date": "2024-01-22",
    "author": "Ingrid Halvorsen",
    "featured": false,
    "tags": [
      "Team",
      "Software"
    ],
    "imageUrl": "/assets/projects/model-zoo.svg",
    "imageAlt": "Illustration: shelves of model cards in a shared collection"
  }
];
