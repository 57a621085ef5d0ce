// Content of the lab site: team members.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { TeamMember } from '../schemas';

export const teamMembers: TeamMember[] = [
  {
    "id": "member-1",
    "name": "Ingrid Halvorsen",
    "role": "Principal Investigator",
    "bio": "Ingrid Halvorsen leads the Discovery of Mind Lab and is Professor of Computational Cognitive Science at Halden University. Her research asks how scientific discovery in psychology and neuroscience can be supported, and in part automated, by machines: from algorithms that propose cognitive models to experiments that decide for themselves what to test next.\n\nShe trained in cognitive psychology and machine learning and wrote her doctoral thesis on how people learn the structure of categories. Before founding the lab she worked on Bayesian models of rule learning and on adaptive experimental design. She teaches courses on computational modelling and on the philosophy of scientific method, and she chairs the faculty committee for open research practices.",
    "imageUrl": "/assets/team/ingrid-halvorsen.svg",
    "imageAlt": "Illustrated portrait of Ingrid Halvorsen",
    "color": "#00749F",
    "projects": [
      "project-1",
      "project-2",
      "project-3",
      "project-5",
      "project-6"
    ],
    "email": "ingrid.halvorsen@halden-university.example",
    "github": "ihalvorsen",
    "publications": [
      "pub-001",
      "pub-002",
      "pub-003",
      "pub-004",
      "pub-005",
      "pub-006",
      "pub-007",
      "pub-009",
      "pub-011",
      "pub-012",
      "pub-013",
      "pub-014",
      "pub-015",
      "pub-018",
      "pub-019",
      "pub-021",
      "pub-022",
      "pub-023",
      "pub-025",
      "pub-026",
      "pub-027",
      "pub-028",
      "pub-029",
      "pub-030",
      "pub-031",
      "pub-032",
      "pub-034",
      "pub-035",
      "pub-036",
      "pub-037",
      "pub-038",
      "pub-040",
      "pub-042",
      "pub-043",
      "pub-045",
      "pub-046",
      "pub-047",
      "pub-050",
      "pub-051",
      "pub-052",
      "pub-054",
      "pub-055",
      "pub-057",
      "pub-058",
      "pub-059",
      "pub-060"
    ],
    "translations": {
      "nb": {
        "role": "Forskningsleder",
        "bio": "Ingrid Halvorsen leder Discovery of Mind Lab og er professor i beregningsorientert kognitiv vitenskap ved Universitetet i Halden. Forskningen hennes spør hvordan vitenskapelige oppdagelser i psykologi og nevrovitenskap kan støttes, og delvis automatiseres, av maskiner: fra algoritmer som foreslår kognitive modeller, til eksperimenter som selv bestemmer hva de skal teste neste gang.\n\nHun er utdannet i kognitiv psykologi og maskinlæring og skrev doktoravhandlingen sin om hvordan mennesker lærer strukturen i kategorier. Før hun grunnla gruppen, arbeidet hun med bayesianske modeller for regellæring og med adaptiv forsøksdesign. Hun underviser i beregningsmodellering og i vitenskapsfilosofi, og hun leder fakultetets utvalg for åpen forskningspraksis.",
        "imageAlt": "Illustrert portrett av Ingrid Halvorsen"
      }
    }
  },
  {
    "id": "member-2",
    "name": "Petra Novak",
    "role": "Administration",
    "bio": "Petra Novak coordinates the administration of the Discovery of Mind Lab. She manages budgets and reporting for the lab’s research grants, organises recruitment, research visits and events, and is the first point of contact for participants, students and collaborating institutions.\n\nBefore joining the lab she worked in research management at the Faculty of Social Sciences of Halden University. She looks after the lab’s participant database and makes sure that every study follows the university’s ethics and data-protection procedures.",
    "imageUrl": "/assets/team/petra-novak.svg",
    "imageAlt": "Illustrated portrait of Petra Novak",
    "color": "#00749F",
    "projects": [],
    "email": "petra.novak@halden-university.example",
    "publications": []
  },
  {
    "id": "member-3",
    "name": "Kwame Asante",
    "role": "Postdoctoral Researcher",
    "bio": "Kwame Asante is a postdoctoral researcher working on automated theory discovery. He develops methods that search over mathematical expressions and small programs to find models of human learning and choice, and he is the lead developer of the Conjecture toolkit.\n\nHe completed his doctorate at the University of Eastmere with a thesis on the data-driven discovery of computational models of choice. His current interests include equation discovery for evidence-accumulation models and ways of measuring whether an automatically discovered model is genuinely interpretable to the people who have to work with it.",
    "imageUrl": "/assets/team/kwame-asante.svg",
    "imageAlt": "Illustrated portrait of Kwame Asante",
    "color": "#00749F",
    "projects": [
      "project-1",
      "project-3"
    ],
    "email": "kwame.asante@halden-university.example",
    "github": "kasante-dml",
    "publications": [
      "pub-001",
      "pub-005",
      "pub-006",
      "pub-013",
      "pub-014",
      "pub-018",
      "pub-021",
      "pub-023",
      "pub-026",
      "pub-030",
      "pub-031",
      "pub-038",
      "pub-041",
      "pub-048"
    ],
    "translations": {
      "nb": {
        "role": "Postdoktor"
      }
    }
  },
  {
    "id": "member-4",
    "name": "Lucía Ferreira",
    "role": "Postdoctoral Researcher",
    "bio": "Lucía Ferreira is a postdoctoral researcher who combines EEG with computational models of learning. She studies how prediction errors and uncertainty are expressed in frontal brain rhythms, and how these signals differ between people who approach the same task in different ways.\n\nShe also co-leads the lab’s work on closed-loop experiments, where she focuses on large online studies of exploration and learning. Lucía has a background in biomedical engineering and cognitive neuroscience and coordinates the lab’s EEG facility, including training new students in recording and analysis.",
    "imageUrl": "/assets/team/lucia-ferreira.svg",
    "imageAlt": "Illustrated portrait of Lucía Ferreira",
    "color": "#00749F",
    "projects": [
      "project-2",
      "project-4"
    ],
    "email": "lucia.ferreira@halden-university.example",
    "publications": [
      "pub-003",
      "pub-007",
      "pub-008",
      "pub-016",
      "pub-017",
      "pub-020",
      "pub-022",
      "pub-024",
      "pub-027",
      "pub-033",
      "pub-034",
      "pub-039",
      "pub-044",
      "pub-049",
      "pub-053",
      "pub-056"
    ]
  },
  {
    "id": "member-5",
    "name": "Arjun Raghavan",
    "role": "Doctoral Researcher",
    "bio": "Arjun Raghavan is a doctoral researcher studying how automatically discovered cognitive models should be evaluated. His work looks beyond goodness of fit to criteria such as parameter recovery, generalisation to new tasks and how easily a model can be read and explained by a human.\n\nHe coordinates the Bestiary model zoo and maintains its benchmark suite. Before starting his doctorate he studied computer science and psychology and worked on neural network surrogates for cognitive models whose likelihood cannot be computed directly.",
    "imageUrl": "/assets/team/arjun-raghavan.svg",
    "imageAlt": "Illustrated portrait of Arjun Raghavan",
    "color": "#00749F",
    "projects": [
      "project-1",
      "project-5"
    ],
    "email": "arjun.raghavan@halden-university.example",
    "github": "arjun-rgh",
    "publications": [
      "pub-004",
      "pub-006",
      "pub-010",
      "pub-014",
      "pub-018",
      "pub-026",
      "pub-028",
      "pub-034",
      "pub-036",
      "pub-040"
    ]
  },
  {
    "id": "member-6",
    "name": "Yuki Takahashi",
    "role": "Doctoral Researcher",
    "bio": "Yuki Takahashi is a doctoral researcher working at the boundary between program synthesis and large language models. Her project investigates whether language models can write executable cognitive models, and how their proposals compare with models found by systematic search.\n\nShe holds a master’s degree in cognitive science and previously worked on inferring latent strategies in reinforcement-learning tasks. In the lab she also runs a monthly reading group on the history of scientific discovery.",
    "imageUrl": "/assets/team/yuki-takahashi.svg",
    "imageAlt": "Illustrated portrait of Yuki Takahashi",
    "color": "#00749F",
    "projects": [
      "project-1",
      "project-3"
    ],
    "email": "yuki.takahashi@halden-university.example",
    "github": "ytakahashi-lab",
    "publications": [
      "pub-001",
      "pub-006",
      "pub-009",
      "pub-014",
      "pub-015",
      "pub-023",
      "pub-025",
      "pub-030"
    ]
  },
  {
    "id": "member-7",
    "name": "Elif Demir",
    "role": "Doctoral Researcher",
    "bio": "Elif Demir is a doctoral researcher in the closed-loop experiments project. She develops adaptive design methods that choose stimuli in real time in order to discriminate between competing models of intertemporal choice and perceptual learning.\n\nHer work combines Bayesian optimal experimental design with neural network approximations that keep the computations fast enough to run between two trials. She is especially interested in making adaptive experiments transparent, reproducible and easy to preregister.",
    "imageUrl": "/assets/team/elif-demir.svg",
    "imageAlt": "Illustrated portrait of Elif Demir",
    "color": "#00749F",
    "projects": [
      "project-2"
    ],
    "email": "elif.demir@halden-university.example",
    "publications": [
      "pub-003",
      "pub-007",
      "pub-012",
      "pub-016",
      "pub-022",
      "pub-027",
      "pub-029",
      "pub-037"
    ]
  },
  {
    "id": "member-8",
    "name": "Jonas Brandt",
    "role": "Doctoral Researcher",
    "bio": "Jonas Brandt is a doctoral researcher who analyses EEG and fMRI data with machine-learning and model-based methods. In the neural signatures project he decodes trial-by-trial learning signals from EEG, and in the rule representations project he studies how abstract rules are encoded in cortex.\n\nHe is the main developer of the EEGsieve preprocessing pipeline. Jonas studied physics and neuroscience and cares about reproducible analysis workflows, shared data formats and open data.",
    "imageUrl": "/assets/team/jonas-brandt.svg",
    "imageAlt": "Illustrated portrait of Jonas Brandt",
    "color": "#00749F",
    "projects": [
      "project-4",
      "project-6"
    ],
    "email": "jonas.brandt@halden-university.example",
    "github": "jbrandt-eeg",
    "publications": [
      "pub-002",
      "pub-008",
      "pub-011",
      "pub-017",
      "pub-020",
      "pub-024"
    ]
  },
  {
    "id": "member-9",
    "name": "Amara Nwosu",
    "role": "Doctoral Researcher",
    "bio": "Amara Nwosu is a doctoral researcher interested in how the brain represents abstract structure. Her project compares fMRI activity patterns with the internal representations of neural networks and language models that solve the same rule-learning tasks.\n\nShe also contributes to the Bestiary model zoo, where she curates models of category and rule learning. Amara studied psychology and statistics and enjoys teaching introductory programming to psychology students.",
    "imageUrl": "/assets/team/amara-nwosu.svg",
    "imageAlt": "Illustrated portrait of Amara Nwosu",
    "color": "#00749F",
    "projects": [
      "project-5",
      "project-6"
    ],
    "email": "amara.nwosu@halden-university.example",
    "github": "amara-nw",
    "publications": [
      "pub-002",
      "pub-004",
      "pub-010",
      "pub-011"
    ]
  },
  {
    "id": "member-10",
    "name": "Sofia Marchetti",
    "role": "Visiting Doctoral Researcher",
    "bio": "Sofia Marchetti is a visiting doctoral researcher from the Meridian Institute of Technology, spending a year with the Discovery of Mind Lab. Her doctoral work sits between the philosophy of science and cognitive science and asks what should count as a discovery when hypotheses are generated by machines.\n\nDuring her visit she works in the language-model hypothesis project, comparing the causal judgements of language models with those of human participants, and she is developing a framework that describes hypothesis generation as a search problem.",
    "imageUrl": "/assets/team/sofia-marchetti.svg",
    "imageAlt": "Illustrated portrait of Sofia Marchetti",
    "color": "#00749F",
    "projects": [
      "project-3",
      "project-6"
    ],
    "email": "sofia.marchetti@halden-university.example",
    "publications": [
      "pub-001",
      "pub-009",
      "pub-015",
      "pub-019",
      "pub-025"
    ]
  },
  {
    "id": "member-11",
    "name": "Noah Whitfield",
    "role": "Student Research Assistant",
    "bio": "Noah Whitfield is a student research assistant and an undergraduate in computer science at Halden University. He helps to develop and test the Conjecture and Bestiary packages, with a focus on documentation, automated testing and example notebooks.\n\nHe became interested in cognitive modelling through a course on computational psychology and is now exploring symbolic regression for his bachelor’s thesis.",
    "imageUrl": "/assets/team/noah-whitfield.svg",
    "imageAlt": "Illustrated portrait of Noah Whitfield",
    "color": "#00749F",
    "projects": [
      "project-1",
      "project-5"
    ],
    "email": "noah.whitfield@halden-university.example",
    "github": "nwhitfield",
    "publications": [
      "pub-004",
      "pub-010",
      "pub-014"
    ]
  },
  {
    "id": "member-12",
    "name": "Hana Kowalczyk",
    "role": "Student Research Assistant",
    "bio": "Hana Kowalczyk is a student research assistant studying psychology and computer science. She works on the LoopLab platform, building experiment templates and testing new features with pilot participants.\n\nHana also helps to run online studies in the closed-loop experiments project, from recruitment to data-quality checks. She is particularly interested in how the design of an interface shapes the data that an online experiment collects.",
    "imageUrl": "/assets/team/hana-kowalczyk.svg",
    "imageAlt": "Illustrated portrait of Hana Kowalczyk",
    "color": "#00749F",
    "projects": [
      "project-2"
    ],
    "email": "hana.kowalczyk@halden-university.example",
    "publications": [
      "pub-007",
      "pub-016"
    ]
  },
  {
    "id": "member-13",
    "name": "Mateo Quispe",
    "role": "Student Research Assistant",
    "bio": "Mateo Quispe is a student research assistant in the lab’s EEG group. He prepares recording sessions, supports participants during data collection and helps to curate and document the lab’s EEG data sets.\n\nHe studies cognitive science at Halden University and is learning to use the EEGsieve pipeline for his own small project on attention during feedback learning.",
    "imageUrl": "/assets/team/mateo-quispe.svg",
    "imageAlt": "Illustrated portrait of Mateo Quispe",
    "color": "#00749F",
    "projects": [
      "project-4"
    ],
    "email": "mateo.quispe@halden-university.example",
    "publications": [
      "pub-008",
      "pub-017"
    ]
  },
  {
    "id": "member-14",
    "name": "Freya Sandoval",
    "role": "Master Student",
    "bio": "Freya Sandoval is a master’s student in cognitive science writing her thesis in the language-model hypothesis project. She studies how different prompting strategies affect the originality of the hypotheses that language models propose for memory phenomena.\n\nBefore her master’s programme she studied linguistics and worked as a tutor for statistics courses. She is interested in methods for measuring novelty and redundancy in large collections of generated text.",
    "imageUrl": "/assets/team/freya-sandoval.svg",
    "imageAlt": "Illustrated portrait of Freya Sandoval",
    "color": "#00749F",
    "projects": [
      "project-3"
    ],
    "email": "freya.sandoval@halden-university.example",
    "github": "freya-sdv",
    "publications": [
      "pub-001",
      "pub-009"
    ]
  },
  {
    "id": "member-15",
    "name": "Daniel Osei",
    "role": "Master Student",
    "bio": "Daniel Osei is a master’s student in data science working in the closed-loop experiments project. His thesis investigates stopping rules that decide when an adaptive experiment has collected enough evidence to end.\n\nHe previously studied mathematics and is interested in sequential statistics and decision theory. Outside the lab he volunteers as a peer mentor for first-year students.",
    "imageUrl": "/assets/team/daniel-osei.svg",
    "imageAlt": "Illustrated portrait of Daniel Osei",
    "color": "#00749F",
    "projects": [
      "project-2"
    ],
    "email": "daniel.osei@halden-university.example",
    "publications": [
      "pub-003",
      "pub-012"
    ]
  }
];
