// Content of the lab site: events.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { LabEvent } from '../schemas';

export const events: LabEvent[] = [
  {
    "id": "event-1",
    "title": "Open lab day 2026",
    "startDate": "2026-10-08",
    "startTime": "10:00",
    "endDate": "",
    "endTime": "15:00",
    "timeZone": "Europe/Oslo",
    "place": "Georg Sverdrups hus, Blindern, Oslo",
    "onlineUrl": "",
    "description": "Students, colleagues and anyone curious can **try our experiments**, meet the team and see how a closed-loop study runs from one participant to the next.\n\nNo registration needed; come when it suits you.",
    "registrationUrl": "",
    "status": "past",
    "organizerIds": [
      "member-1",
      "member-2"
    ],
    "projectId": "project-2",
    "translations": {
      "nb": {
        "title": "Åpen lab-dag 2026",
        "place": "Georg Sverdrups hus, Blindern, Oslo",
        "description": "Studenter, kolleger og alle nysgjerrige kan **prøve eksperimentene våre**, møte gruppen og se hvordan en studie med lukket sløyfe går fra én deltaker til den neste.\n\nIngen påmelding; kom når det passer deg."
      }
    }
  },
  {
    "id": "event-2",
    "title": "Workshop on automated theory discovery",
    "startDate": "2027-03-15",
    "startTime": "",
    "endDate": "2027-03-16",
    "endTime": "",
    "timeZone": "Europe/Oslo",
    "place": "Oslo Science Park, Gaustadalléen 21, Oslo",
    "onlineUrl": "https://example.org/events/theory-discovery-2027/stream",
    "description": "Two days of talks and hands-on sessions on **equation discovery**, closed-loop experiments and how to judge a discovered model.\n\n- Day one: methods and tools\n- Day two: bring your own data set\n\nThe talks are streamed; the hands-on sessions are on site only.",
    "registrationUrl": "https://example.org/events/theory-discovery-2027/register",
    "status": "upcoming",
    "organizerIds": [
      "member-1",
      "member-3"
    ],
    "projectId": "project-1",
    "translations": {
      "nb": {
        "title": "Workshop om automatisert teorioppdagelse",
        "place": "Forskningsparken, Gaustadalléen 21, Oslo",
        "description": "To dager med foredrag og praktiske økter om **oppdagelse av likninger**, eksperimenter med lukket sløyfe og hvordan en oppdaget modell skal vurderes.\n\n- Dag én: metoder og verktøy\n- Dag to: ta med ditt eget datasett\n\nForedragene strømmes; de praktiske øktene er bare på stedet."
      }
    }
  },
  {
    "id": "event-3",
    "title": "Online seminar: language models as hypothesis generators",
    "startDate": "2027-05-20",
    "startTime": "16:00",
    "endDate": "",
    "endTime": "17:30",
    "timeZone": "America/New_York",
    "place": "",
    "onlineUrl": "https://example.org/events/llm-hypotheses-seminar",
    "description": "A joint seminar with our partners in New York: can a language model propose hypotheses worth testing, and how do we tell a good one from a fluent one?",
    "registrationUrl": "https://example.org/events/llm-hypotheses-seminar/register",
    "status": "upcoming",
    "organizerIds": [
      "member-4"
    ],
    "projectId": "project-3",
    "translations": {
      "nb": {
        "title": "Nettseminar: språkmodeller som hypotesegeneratorer",
        "description": "Et felles seminar med partnerne våre i New York: kan en språkmodell foreslå hypoteser som er verdt å teste, og hvordan skiller vi en god hypotese fra en som bare er velformulert?"
      }
    }
  }
];
