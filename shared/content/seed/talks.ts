// Content of the lab site: talks.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { Talk } from '../schemas';

export const talks: Talk[] = [
  {
    "id": "talk-1",
    "title": "Automated theory discovery with closed-loop experiments",
    "event": "CogSci 2026",
    "place": "Rotterdam",
    "date": "2026-07-30",
    "kind": "keynote",
    "speakerIds": [
      "member-1"
    ],
    "abstract": "How far can a machine take the cycle of **theory, experiment and revision**? This keynote shows how the lab pairs equation discovery with adaptive online experiments, and where a human still has to judge which model counts as an explanation.",
    "slidesUrl": "https://example.org/talks/cogsci-2026-keynote.pdf",
    "videoUrl": "https://example.org/talks/cogsci-2026-keynote",
    "recordingUrl": "",
    "projectId": "project-1",
    "translations": {
      "nb": {
        "title": "Automatisert teorioppdagelse med eksperimenter i lukket sløyfe",
        "abstract": "Hvor langt kan en maskin føre syklusen av **teori, eksperiment og revisjon**? Dette hovedforedraget viser hvordan laben kobler oppdagelse av likninger med adaptive nettbaserte eksperimenter, og hvor et menneske fortsatt må vurdere hvilken modell som teller som en forklaring."
      }
    }
  },
  {
    "id": "talk-2",
    "title": "Neural signatures of strategy switching",
    "event": "Cognitive Computational Neuroscience 2025",
    "place": "Amsterdam",
    "date": "2025-08-13",
    "kind": "poster",
    "speakerIds": [
      "member-5",
      "member-3"
    ],
    "abstract": "Participants switched between a model-based and a habitual strategy while we recorded EEG. A decoder trained on the first session predicts the switch about 300 ms before the choice.",
    "slidesUrl": "https://example.org/talks/ccn-2025-poster.pdf",
    "videoUrl": "",
    "recordingUrl": "",
    "projectId": "project-4",
    "translations": {
      "nb": {
        "title": "Nevrale kjennetegn på strategibytte",
        "abstract": "Deltakerne byttet mellom en modellbasert og en vanemessig strategi mens vi målte EEG. En dekoder trent på den første økten forutsier byttet omtrent 300 ms før valget."
      }
    }
  },
  {
    "id": "talk-3",
    "title": "Language models as hypothesis generators",
    "event": "Department seminar, Department of Psychology",
    "place": "Oslo",
    "date": "2025-03-12",
    "kind": "seminar",
    "speakerIds": [
      "member-6"
    ],
    "abstract": "Can a language model propose hypotheses worth testing? A seminar on generating, filtering and testing machine-written explanations of memory effects.",
    "slidesUrl": "https://example.org/talks/oslo-seminar-2025.pdf",
    "videoUrl": "",
    "recordingUrl": "https://example.org/talks/oslo-seminar-2025-recording",
    "projectId": "project-3",
    "translations": {
      "nb": {
        "title": "Språkmodeller som hypotesegeneratorer",
        "abstract": "Kan en språkmodell foreslå hypoteser som er verdt å teste? Et seminar om å generere, sile og teste maskinskrevne forklaringer av hukommelseseffekter."
      }
    }
  },
  {
    "id": "talk-4",
    "title": "A shared zoo of cognitive models",
    "event": "NeurIPS 2026 Workshop on Behavioral Machine Learning",
    "place": "San Diego",
    "date": "2026-12-08",
    "kind": "talk",
    "speakerIds": [
      "member-4"
    ],
    "abstract": "One interface for hundreds of published cognitive models, so that a new model is compared with the old ones on the same data before it is called better.",
    "slidesUrl": "",
    "videoUrl": "",
    "recordingUrl": "",
    "projectId": "project-5",
    "translations": {
      "nb": {
        "title": "En felles dyrehage av kognitive modeller",
        "abstract": "Ett grensesnitt for hundrevis av publiserte kognitive modeller, slik at en ny modell sammenlignes med de gamle på de samme dataene før den kalles bedre."
      }
    }
  }
];
