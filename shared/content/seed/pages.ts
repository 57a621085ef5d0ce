// Content of the lab site: pages.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { Page } from '../schemas';

export const pages: Page[] = [
  {
    "id": "open-science",
    "title": "Open science",
    "slug": "open-science",
    "body": "We want every result of the lab to be something another group can check, reuse and build on.\n\n## What we share\n\n- **Code** for every paper and tool, under an open licence, from the day the paper appears.\n- **Data** from our studies, anonymised and documented, in a public archive with a DOI.\n- **Preprints** of every manuscript before it goes to peer review.\n\n## How we work\n\nStudies that test a hypothesis are preregistered before the first participant takes part. Analyses are written as scripts that run from the raw data to every figure, so a reader can follow each number back to where it came from.\n\nQuestions about a dataset or a piece of code? Write to the first author of the paper, or see our [software](/software).",
    "imageUrl": "",
    "placement": "nav",
    "translations": {
      "nb": {
        "title": "Åpen forskning",
        "body": "Vi vil at hvert resultat fra laben skal være noe en annen gruppe kan etterprøve, gjenbruke og bygge videre på.\n\n## Hva vi deler\n\n- **Kode** til hver artikkel og hvert verktøy, under en åpen lisens, fra dagen artikkelen kommer ut.\n- **Data** fra studiene våre, anonymisert og dokumentert, i et offentlig arkiv med DOI.\n- **Preprinter** av hvert manus før det sendes til fagfellevurdering.\n\n## Slik arbeider vi\n\nStudier som tester en hypotese, forhåndsregistreres før første deltaker er med. Analysene er skrevet som skript som går fra rådata til hver figur, slik at en leser kan følge hvert tall tilbake til kilden.\n\nSpørsmål om et datasett eller en kodebit? Skriv til førsteforfatteren av artikkelen, eller se [programvaren vår](/software)."
      }
    }
  },
  {
    "id": "facilities",
    "title": "Facilities",
    "slug": "facilities",
    "body": "The lab works from the third floor of the Psychology Building, with rooms set up for behavioural studies and for computing.\n\n- Four sound-dampened testing booths, each with a calibrated display and response box\n- An eye-tracking room with a 1000 Hz remote tracker\n- A shared computing server with eight GPUs for model search and simulation\n- A seminar room for the weekly lab meeting and visiting talks\n\nVisiting researchers can book a booth or time on the server through the lab manager.",
    "imageUrl": "",
    "placement": "footer",
    "translations": {
      "nb": {
        "title": "Fasiliteter",
        "body": "Laben holder til i tredje etasje i Psykologibygget, med rom innredet for atferdsstudier og for beregning.\n\n- Fire lyddempede testbåser, hver med kalibrert skjerm og svarboks\n- Et rom for øyesporing med en fjernmålende sporer på 1000 Hz\n- En felles beregningsserver med åtte GPU-er for modellsøk og simulering\n- Et seminarrom for det ukentlige labmøtet og gjesteforedrag\n\nGjesteforskere kan reservere en bås eller tid på serveren gjennom labkoordinatoren."
      }
    }
  }
];
