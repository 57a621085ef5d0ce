// Content of the lab site: projects.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { Project } from '../schemas';

export const projects: Project[] = [
  {
    "id": "project-1",
    "title": "Automated Theory Discovery for Human Decision Making",
    "description": "Theories of decision making are usually written by hand: a researcher proposes a model, fits it to data and compares it with a handful of rivals. This project asks how much of that cycle can be delegated to machines. We combine symbolic regression, program synthesis and Bayesian model comparison to search very large spaces of candidate models and return the ones that explain human choices best while staying short enough to read.\n\nOur current work focuses on risky choice, category learning and evidence accumulation. For each domain we build benchmark data sets with a known ground truth, test whether automated methods recover it, and only then apply the same pipeline to new behavioural data. Every discovered model is checked by a human modeller before it appears in a paper, and the search code is released openly as part of the Conjecture toolkit.",
    "category": [
      "Cognitive Science",
      "Machine Learning"
    ],
    "team": [
      "Ingrid Halvorsen",
      "Kwame Asante",
      "Arjun Raghavan",
      "Yuki Takahashi",
      "Noah Whitfield"
    ],
    "color": "linear-gradient(135deg, #00AAFF, #005580)",
    "topics": [
      "Symbolic regression",
      "Program synthesis",
      "Bayesian modelling"
    ],
    "topicsWithColors": [
      {
        "name": "Symbolic regression",
        "color": "hsl(0, 70%, 80%)",
        "hue": 0
      },
      {
        "name": "Program synthesis",
        "color": "hsl(45, 70%, 80%)",
        "hue": 45
      },
      {
        "name": "Bayesian modelling",
        "color": "hsl(90, 70%, 80%)",
        "hue": 90
      }
    ],
    "status": "ongoing",
    "publications": [
      "pub-002",
      "pub-004",
      "pub-006",
      "pub-013",
      "pub-014",
      "pub-018",
      "pub-021",
      "pub-023",
      "pub-026",
      "pub-030",
      "pub-031",
      "pub-035",
      "pub-038"
    ],
    "emojiHexcodes": [
      "1F9E0",
      "1F50D",
      "1F4A1"
    ],
    "image": "/assets/projects/theory-discovery.svg",
    "imageAlt": "Illustration: expression tree growing from data points",
    "startDate": "2021-03-01",
    "_lastUpdated": 1767225600000,
    "translations": {
      "nb": {
        "title": "Automatisert teorioppdagelse for menneskelige beslutninger",
        "description": "Teorier om beslutninger skrives vanligvis for hånd: en forsker foreslår en modell, tilpasser den til data og sammenligner den med en håndfull konkurrenter. Dette prosjektet spør hvor mye av denne syklusen som kan overlates til maskiner. Vi kombinerer symbolsk regresjon, programsyntese og bayesiansk modellsammenligning for å søke gjennom svært store rom av kandidatmodeller og finne dem som forklarer menneskers valg best, og som likevel er korte nok til å leses.\n\nI dag arbeider vi med risikable valg, kategorilæring og akkumulering av evidens. For hvert område bygger vi testdatasett med en kjent fasit, prøver om automatiske metoder finner den igjen, og først da bruker vi den samme prosessen på nye atferdsdata. Hver modell som blir funnet, kontrolleres av en menneskelig modellerer før den havner i en artikkel, og søkekoden gis ut åpent som en del av verktøysettet Conjecture.",
        "imageAlt": "Illustrasjon: et uttrykkstre som vokser fram av datapunkter"
      }
    }
  },
  {
    "id": "project-2",
    "title": "Closed-Loop Behavioural Experiments",
    "description": "Most experiments fix their conditions before the first participant arrives. In a closed-loop experiment an algorithm chooses the next stimulus, condition or group of participants on the basis of everything observed so far, so that each trial is as informative as possible about the questions that are still open.\n\nWe develop the statistical machinery for this, from Bayesian optimal experimental design to bandit-style allocation of participants, and use it in large online studies of learning, exploration and intertemporal choice. The LoopLab platform, built in this project, connects model fitting on a server with experiments that run in participants’ browsers.\n\nA second strand of the project studies the risks of adaptive designs: when they can bias estimates, how they should be preregistered, and how they can be reported so that others are able to reproduce the full sequence of design decisions.",
    "category": [
      "Psychology",
      "Machine Learning"
    ],
    "team": [
      "Ingrid Halvorsen",
      "Lucía Ferreira",
      "Elif Demir",
      "Hana Kowalczyk",
      "Daniel Osei"
    ],
    "color": "linear-gradient(135deg, #00AAFF, #005580)",
    "topics": [
      "Online experiments",
      "Bayesian modelling",
      "Reinforcement learning"
    ],
    "topicsWithColors": [
      {
        "name": "Online experiments",
        "color": "hsl(135, 70%, 80%)",
        "hue": 135
      },
      {
        "name": "Bayesian modelling",
        "color": "hsl(90, 70%, 80%)",
        "hue": 90
      },
      {
        "name": "Reinforcement learning",
        "color": "hsl(180, 70%, 80%)",
        "hue": 180
      }
    ],
    "status": "ongoing",
    "publications": [
      "pub-001",
      "pub-003",
      "pub-007",
      "pub-012",
      "pub-016",
      "pub-022",
      "pub-027",
      "pub-029"
    ],
    "emojiHexcodes": [
      "1F52C",
      "1F3AF"
    ],
    "image": "/assets/projects/closed-loop-experiments.svg",
    "imageAlt": "Illustration: a loop linking model, experiment design and data",
    "startDate": "2022-01-15",
    "_lastUpdated": 1767225600000,
    "translations": {
      "nb": {
        "title": "Eksperimenter med lukket sløyfe"
      }
    }
  },
  {
    "id": "project-3",
    "title": "Language Models as Hypothesis Generators",
    "description": "Large language models produce fluent scientific hypotheses on demand, but fluency is not the same as insight. This project examines what language models actually contribute when they are asked to explain psychological phenomena, and how their proposals can be turned into computational models that make testable predictions.\n\nWe ask models to generate hypotheses for classic and newly collected data sets, translate the hypotheses into executable code, and evaluate them against human-written theories on predictive accuracy, novelty and simplicity. Promising candidates are tested in new online experiments designed specifically to tell them apart.\n\nAlongside the empirical work we collaborate with philosophers of science on a harder question: under which conditions a machine-generated hypothesis should count as a discovery, and who deserves credit for it.",
    "category": [
      "Cognitive Science",
      "Philosophy of Science"
    ],
    "team": [
      "Ingrid Halvorsen",
      "Kwame Asante",
      "Yuki Takahashi",
      "Sofia Marchetti",
      "Freya Sandoval"
    ],
    "color": "linear-gradient(135deg, #00AAFF, #005580)",
    "topics": [
      "Large language models",
      "Program synthesis",
      "Online experiments"
    ],
    "topicsWithColors": [
      {
        "name": "Large language models",
        "color": "hsl(225, 70%, 80%)",
        "hue": 225
      },
      {
        "name": "Program synthesis",
        "color": "hsl(45, 70%, 80%)",
        "hue": 45
      },
      {
        "name": "Online experiments",
        "color": "hsl(135, 70%, 80%)",
        "hue": 135
      }
    ],
    "status": "ongoing",
    "publications": [
      "pub-001",
      "pub-009",
      "pub-013",
      "pub-015",
      "pub-019",
      "pub-025"
    ],
    "emojiHexcodes": [
      "1F916",
      "1F5E3",
      "1F4A1"
    ],
    "image": "/assets/projects/llm-hypotheses.svg",
    "imageAlt": "Illustration: speech bubbles branching into candidate hypotheses",
    "startDate": "2023-04-01",
    "_lastUpdated": 1767225600000
  },
  {
    "id": "project-4",
    "title": "Neural Signatures of Learning Strategies",
    "description": "People learn from feedback in different ways: some track the value of each option, others look for rules, and many switch strategies as a task unfolds. This project uses EEG to find out whether these strategies leave distinct traces in brain activity, and whether those traces can reveal which strategy a person is using on a given trial.\n\nWe record EEG while participants perform probabilistic reversal and exploration tasks, fit reinforcement-learning and Bayesian models to their choices, and relate trial-by-trial model quantities such as prediction errors and uncertainty to frontal and parietal signals. The preprocessing and analysis steps are shared as the EEGsieve pipeline so that other labs can reproduce them on their own recordings.",
    "category": [
      "Neuroscience",
      "Psychology"
    ],
    "team": [
      "Lucía Ferreira",
      "Jonas Brandt",
      "Mateo Quispe"
    ],
    "color": "linear-gradient(135deg, #00AAFF, #005580)",
    "topics": [
      "EEG",
      "Reinforcement learning",
      "Bayesian modelling"
    ],
    "topicsWithColors": [
      {
        "name": "EEG",
        "color": "hsl(270, 70%, 80%)",
        "hue": 270
      },
      {
        "name": "Reinforcement learning",
        "color": "hsl(180, 70%, 80%)",
        "hue": 180
      },
      {
        "name": "Bayesian modelling",
        "color": "hsl(90, 70%, 80%)",
        "hue": 90
      }
    ],
    "status": "ongoing",
    "publications": [
      "pub-008",
      "pub-017",
      "pub-020",
      "pub-024"
    ],
    "emojiHexcodes": [
      "1F9E0",
      "1F4CA"
    ],
    "image": "/assets/projects/neural-signatures.svg",
    "imageAlt": "Illustration: eEG traces recorded from an abstract head",
    "startDate": "2022-09-01",
    "_lastUpdated": 1767225600000
  },
  {
    "id": "project-5",
    "title": "A Shared Zoo of Cognitive Models",
    "description": "Automated discovery methods need something to be measured against. This project builds Bestiary, an openly licensed collection of cognitive models with standardised inputs, outputs and simulation code, together with the data sets on which each model was originally evaluated.\n\nThe collection serves two purposes. For modellers it is a quick way to compare a new account with established ones under identical conditions. For methods researchers it is a benchmark: because every model in the zoo can generate synthetic data, we can test whether a discovery algorithm recovers the model that produced the data, and how often it mistakes one model for another.",
    "category": [
      "Cognitive Science",
      "Psychology"
    ],
    "team": [
      "Ingrid Halvorsen",
      "Arjun Raghavan",
      "Amara Nwosu",
      "Noah Whitfield"
    ],
    "color": "linear-gradient(135deg, #00AAFF, #005580)",
    "topics": [
      "Bayesian modelling",
      "Symbolic regression"
    ],
    "topicsWithColors": [
      {
        "name": "Bayesian modelling",
        "color": "hsl(90, 70%, 80%)",
        "hue": 90
      },
      {
        "name": "Symbolic regression",
        "color": "hsl(0, 70%, 80%)",
        "hue": 0
      }
    ],
    "status": "ongoing",
    "publications": [
      "pub-004",
      "pub-010"
    ],
    "emojiHexcodes": [
      "1F9E9",
      "1F4DA"
    ],
    "image": "/assets/projects/model-zoo.svg",
    "imageAlt": "Illustration: shelves of model cards in a shared collection",
    "startDate": "2024-02-01",
    "_lastUpdated": 1767225600000
  },
  {
    "id": "project-6",
    "title": "Discovering Neural Representations of Abstract Rules",
    "description": "How does the brain represent an abstract rule, such as “pick the odd one out”, independently of the objects it applies to? This project combines fMRI with computational models to chart the representational geometry of rules in the human cortex.\n\nWe compare brain activity with the internal representations of neural networks and language models that perform the same tasks, and use symbolic regression to search for compact equations that describe how these representations change during learning. The aim is a description of rule representations that is both predictive and simple enough to guide the next round of experiments.",
    "category": [
      "Neuroscience",
      "Machine Learning"
    ],
    "team": [
      "Ingrid Halvorsen",
      "Jonas Brandt",
      "Amara Nwosu",
      "Sofia Marchetti"
    ],
    "color": "linear-gradient(135deg, #00AAFF, #005580)",
    "topics": [
      "fMRI",
      "Large language models",
      "Symbolic regression"
    ],
    "topicsWithColors": [
      {
        "name": "fMRI",
        "color": "hsl(315, 70%, 80%)",
        "hue": 315
      },
      {
        "name": "Large language models",
        "color": "hsl(225, 70%, 80%)",
        "hue": 225
      },
      {
        "name": "Symbolic regression",
        "color": "hsl(0, 70%, 80%)",
        "hue": 0
      }
    ],
    "status": "ongoing",
    "publications": [
      "pub-002",
      "pub-011"
    ],
    "emojiHexcodes": [
      "1F9E0",
      "1F441",
      "1F52C"
    ],
    "image": "/assets/projects/abstract-rules.svg",
    "imageAlt": "Illustration: brain outline beside three shapes, one of them the odd one out",
    "startDate": "2024-10-01",
    "_lastUpdated": 1767225600000
  }
];
