// Content of the lab site: job openings.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { JobOpening } from '../schemas';

export const jobOpenings: JobOpening[] = [
  {
    "id": "job-1",
    "title": "Student Research Assistant (20 hours per month) – Closed-Loop Online Experiments",
    "description": "We are looking for a student research assistant to support the closed-loop experiments project for 20 hours per month, initially for twelve months. You will implement and pilot browser-based experiments on the LoopLab platform, help to recruit and look after online participants, and run first data-quality checks. The position suits students of psychology, cognitive science or computer science who enjoy working at the interface between people and code. Working hours are flexible and can be arranged around your studies.",
    "requirements": [
      "Enrolled as a student at Halden University for the duration of the contract",
      "Basic programming experience in JavaScript/TypeScript or Python",
      "Interest in experimental psychology and online research methods",
      "Careful, reliable way of working with participant data",
      "Good written English"
    ],
    "type": "Student Research Assistant",
    "location": "On-site, hybrid",
    "postedDate": "2026-10-15",
    "isOpen": true,
    "contactEmail": "ingrid.halvorsen@halden-university.example",
    "applicationUrl": "",
    "closingDate": "2026-12-15",
    "projectId": "project-2",
    "translations": {
      "nb": {
        "title": "Studentassistent (20 timer per måned) – nettbaserte eksperimenter med lukket sløyfe",
        "description": "Vi søker en studentassistent som skal støtte prosjektet om eksperimenter med lukket sløyfe i 20 timer per måned, i første omgang for tolv måneder. Du vil lage og prøve ut nettleserbaserte eksperimenter på plattformen LoopLab, hjelpe til med å rekruttere og følge opp deltakere på nett og gjøre de første kontrollene av datakvalitet. Stillingen passer for studenter i psykologi, kognitiv vitenskap eller informatikk som liker å arbeide i skjæringspunktet mellom mennesker og kode. Arbeidstiden er fleksibel og kan legges rundt studiene dine.",
        "requirements": [
          "Registrert som student ved Universitetet i Halden i hele kontraktsperioden",
          "Grunnleggende programmeringserfaring i JavaScript/TypeScript eller Python",
          "Interesse for eksperimentell psykologi og nettbaserte forskningsmetoder",
          "Nøyaktig og pålitelig arbeidsmåte med deltakerdata",
          "Gode skriftlige engelskkunnskaper"
        ],
        "location": "På campus, delvis hjemmefra"
      }
    }
  },
  {
    "id": "job-2",
    "title": "Postdoctoral Researcher in Automated Theory Discovery",
    "description": "A three-year postdoctoral position in the automated theory discovery project. The postdoc will develop search methods over models of human decision making, lead recovery and benchmark studies, and co-supervise doctoral researchers.",
    "requirements": [
      "Doctorate in cognitive science, psychology, computer science or a related field",
      "Experience with computational modelling of behaviour",
      "Strong programming skills in Python",
      "Publications in peer-reviewed venues"
    ],
    "type": "Postdoctoral Researcher",
    "location": "On-site",
    "postedDate": "2025-03-01",
    "isOpen": false,
    "contactEmail": "ingrid.halvorsen@halden-university.example",
    "applicationUrl": "https://halden-university.example/jobs/2025-017",
    "closingDate": "2025-04-30",
    "projectId": "project-1"
  },
  {
    "id": "job-3",
    "title": "Doctoral Researcher in Model-Based EEG Analysis",
    "description": "A four-year doctoral position in the neural signatures project, studying how different learning strategies are reflected in EEG. The successful candidate will design EEG experiments, fit learning models to behaviour and relate model quantities to brain signals.",
    "requirements": [
      "Master’s degree in neuroscience, psychology, physics or a related field",
      "Experience with EEG or other time-series data",
      "Programming experience in Python, R or MATLAB",
      "Interest in computational models of learning"
    ],
    "type": "Doctoral Researcher",
    "location": "On-site",
    "postedDate": "2024-05-06",
    "isOpen": false,
    "contactEmail": "lucia.ferreira@halden-university.example",
    "applicationUrl": "https://halden-university.example/jobs/2024-042",
    "closingDate": "2024-06-30",
    "projectId": "project-4"
  },
  {
    "id": "job-4",
    "title": "Summer Research Internship: Language Models and Hypothesis Generation",
    "description": "A ten-week summer internship for undergraduate or master’s students in the language-model hypothesis project. Interns help to build and evaluate prompting pipelines that generate hypotheses about cognitive phenomena.",
    "requirements": [
      "Currently enrolled in a bachelor’s or master’s programme",
      "Programming experience in Python",
      "Curiosity about how scientific ideas are generated and tested"
    ],
    "type": "internship",
    "location": "Remote",
    "postedDate": "2025-01-20",
    "isOpen": false,
    "contactEmail": "petra.novak@halden-university.example",
    "applicationUrl": "",
    "closingDate": "2025-03-01",
    "projectId": "project-3"
  }
];
