// Content of the lab site: publications.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { Publication } from '../schemas';

export const publications: Publication[] = [
  {
    "id": "pub-001",
    "title": "Language models propose, experiments dispose: A closed-loop test of machine-generated hypotheses about memory",
    "journal": "Journal of Computational Cognition",
    "volume": "15",
    "issue": "2",
    "pages": "133–158",
    "year": 2026,
    "type": "journal article",
    "authors": [
      "Takahashi, Y.",
      "Marchetti, S.",
      "Sandoval, F.",
      "Asante, K.",
      "Halvorsen, I."
    ],
    "citation": "Takahashi, Y., Marchetti, S., Sandoval, F., Asante, K., & Halvorsen, I. (2026). Language models propose, experiments dispose: A closed-loop test of machine-generated hypotheses about memory. Journal of Computational Cognition, 15(2), 133–158. https://doi.org/10.5555/dml.2026.001",
    "doi": "10.5555/dml.2026.001",
    "url": "https://doi.org/10.5555/dml.2026.001",
    "abstract": "We asked a large language model to propose explanations for three well-known effects in recognition memory and translated each proposal into an executable computational model. An adaptive online experiment then selected stimuli that best discriminated between the machine-generated models and established accounts. Two of the generated hypotheses made predictions that were confirmed, but neither outperformed the strongest human-written model once model complexity was taken into account.",
    "keywords": [
      "large language models",
      "hypothesis generation",
      "recognition memory",
      "adaptive design"
    ],
    "projectId": "project-3",
    "projectIds": [
      "project-3",
      "project-2"
    ],
    "softwareIds": [
      "software-2"
    ]
  },
  {
    "id": "pub-002",
    "title": "Symbolic regression recovers interpretable learning rules from neural population data",
    "journal": "Proceedings of the Annual Conference on Cognitive Modelling",
    "year": 2026,
    "type": "conference proceeding",
    "authors": [
      "Brandt, J.",
      "Nwosu, A.",
      "Halvorsen, I."
    ],
    "citation": "Brandt, J., Nwosu, A., & Halvorsen, I. (2026). Symbolic regression recovers interpretable learning rules from neural population data. In Proceedings of the Annual Conference on Cognitive Modelling (pp. 412–418). https://doi.org/10.5555/dml.2026.002",
    "doi": "10.5555/dml.2026.002",
    "url": "https://doi.org/10.5555/dml.2026.002",
    "abstract": "We apply symbolic regression to simulated and recorded population activity in order to recover the update rules that govern learning. On simulated data with known ground truth the method recovers the generating equation in most runs, and on fMRI data from a rule-learning task it yields a compact rule that predicts held-out sessions as well as a recurrent network.",
    "keywords": [
      "symbolic regression",
      "learning rules",
      "fMRI",
      "interpretability"
    ],
    "projectId": "project-6",
    "projectIds": [
      "project-6",
      "project-1"
    ],
    "softwareIds": [
      "software-1"
    ]
  },
  {
    "id": "pub-003",
    "title": "When should a machine stop experimenting? Stopping rules for adaptive behavioural studies",
    "journal": "Preprint Archive for the Cognitive Sciences",
    "year": 2026,
    "type": "preprint",
    "authors": [
      "Demir, E.",
      "Osei, D.",
      "Ferreira, L.",
      "Halvorsen, I."
    ],
    "citation": "Demir, E., Osei, D., Ferreira, L., & Halvorsen, I. (2026). When should a machine stop experimenting? Stopping rules for adaptive behavioural studies [Preprint]. Preprint Archive for the Cognitive Sciences. https://doi.org/10.5555/dml.2026.003",
    "doi": "10.5555/dml.2026.003",
    "url": "https://doi.org/10.5555/dml.2026.003",
    "abstract": "Adaptive experiments choose each trial to be maximally informative, but they rarely specify when to stop. We compare stopping rules based on posterior model probabilities, expected information gain and fixed budgets in simulations and in a reanalysis of two online studies. Rules based on expected information gain saved roughly a third of the trials without inflating error rates.",
    "keywords": [
      "adaptive design",
      "stopping rules",
      "sequential analysis"
    ],
    "projectId": "project-2",
    "projectIds": [
      "project-2"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-004",
    "title": "A benchmark of forty cognitive models for evaluating automated theory discovery",
    "journal": "Behavioural Methods and Instruments",
    "volume": "58",
    "issue": "1",
    "pages": "1–22",
    "year": 2026,
    "type": "journal article",
    "authors": [
      "Raghavan, A.",
      "Nwosu, A.",
      "Whitfield, N.",
      "Halvorsen, I."
    ],
    "citation": "Raghavan, A., Nwosu, A., Whitfield, N., & Halvorsen, I. (2026). A benchmark of forty cognitive models for evaluating automated theory discovery. Behavioural Methods and Instruments, 58(1), 1–22. https://doi.org/10.5555/dml.2026.004",
    "doi": "10.5555/dml.2026.004",
    "url": "https://doi.org/10.5555/dml.2026.004",
    "abstract": "We introduce a benchmark built from forty published cognitive models covering learning, memory, categorisation and decision making. Each model is implemented with a common interface that supports simulation, fitting and parameter recovery. We use the benchmark to evaluate four discovery algorithms and show that performance depends strongly on how much data the generating model needs to be identifiable.",
    "keywords": [
      "benchmark",
      "model zoo",
      "automated discovery",
      "model recovery"
    ],
    "projectId": "project-5",
    "projectIds": [
      "project-5",
      "project-1"
    ],
    "softwareIds": [
      "software-3"
    ]
  },
  {
    "id": "pub-005",
    "title": "Automated science needs theories of its own",
    "journal": "Perspectives on Cognitive Theory",
    "year": 2026,
    "type": "commentary",
    "authors": [
      "Halvorsen, I.",
      "Asante, K."
    ],
    "citation": "Halvorsen, I., & Asante, K. (2026). Automated science needs theories of its own. Perspectives on Cognitive Theory, 21(1), 44–47. https://doi.org/10.5555/dml.2026.005",
    "doi": "10.5555/dml.2026.005",
    "url": "https://doi.org/10.5555/dml.2026.005",
    "abstract": "Systems that generate and test hypotheses are usually judged by whether their outputs fit data. We argue that such systems also need an explicit account of what makes a theory good, since fit alone rewards models that no scientist could use.",
    "keywords": [
      "automated discovery",
      "theory evaluation",
      "philosophy of science"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-006",
    "title": "Equation discovery for human category learning",
    "journal": "Journal of Computational Cognition",
    "volume": "14",
    "issue": "4",
    "pages": "401–429",
    "year": 2025,
    "type": "journal article",
    "authors": [
      "Asante, K.",
      "Raghavan, A.",
      "Takahashi, Y.",
      "Halvorsen, I."
    ],
    "citation": "Asante, K., Raghavan, A., Takahashi, Y., & Halvorsen, I. (2025). Equation discovery for human category learning. Journal of Computational Cognition, 14(4), 401–429. https://doi.org/10.5555/dml.2025.006",
    "doi": "10.5555/dml.2025.006",
    "url": "https://doi.org/10.5555/dml.2025.006",
    "abstract": "We used sparse equation discovery to search for update rules that explain trial-by-trial choices in six category-learning data sets. The discovered rules combine similarity-based and rule-based components and predict held-out participants better than the standard exemplar and prototype models. A recovery study shows that the method rarely invents structure that was not present in the generating model.",
    "keywords": [
      "equation discovery",
      "category learning",
      "symbolic regression"
    ],
    "projectId": "project-1",
    "projectIds": [
      "project-1"
    ],
    "softwareIds": [
      "software-1"
    ]
  },
  {
    "id": "pub-007",
    "title": "LoopLab: An open platform for closed-loop online experiments",
    "journal": "Behavioural Methods and Instruments",
    "year": 2025,
    "type": "journal article",
    "authors": [
      "Kowalczyk, H.",
      "Demir, E.",
      "Ferreira, L.",
      "Halvorsen, I."
    ],
    "citation": "Kowalczyk, H., Demir, E., Ferreira, L., & Halvorsen, I. (2025). LoopLab: An open platform for closed-loop online experiments. Behavioural Methods and Instruments, 57(5), 2210–2231. https://doi.org/10.5555/dml.2025.007",
    "doi": "10.5555/dml.2025.007",
    "url": "https://doi.org/10.5555/dml.2025.007",
    "abstract": "LoopLab connects experiments running in participants’ browsers with model-fitting services that choose the next trial or condition in real time. We describe the architecture, report latency measurements under realistic load, and illustrate the platform with an adaptive study of intertemporal choice.",
    "keywords": [
      "online experiments",
      "software",
      "adaptive design",
      "open source"
    ],
    "projectId": "project-2",
    "projectIds": [
      "project-2"
    ],
    "softwareIds": [
      "software-2"
    ]
  },
  {
    "id": "pub-008",
    "title": "Frontal theta tracks the switch between exploration and exploitation",
    "journal": "Journal of Cognitive Neurophysiology",
    "volume": "37",
    "issue": "3",
    "pages": "289–305",
    "year": 2025,
    "type": "journal article",
    "authors": [
      "Brandt, J.",
      "Quispe, M.",
      "Ferreira, L.",
      "Schaefer, T."
    ],
    "citation": "Brandt, J., Quispe, M., Ferreira, L., & Schaefer, T. (2025). Frontal theta tracks the switch between exploration and exploitation. Journal of Cognitive Neurophysiology, 37(3), 289–305. https://doi.org/10.5555/dml.2025.008",
    "doi": "10.5555/dml.2025.008",
    "url": "https://doi.org/10.5555/dml.2025.008",
    "abstract": "Participants chose between four options with drifting rewards while EEG was recorded. Midfrontal theta power increased on trials that a reinforcement-learning model classified as exploratory and predicted upcoming switches beyond the model’s own estimates of uncertainty.",
    "keywords": [
      "EEG",
      "exploration",
      "theta oscillations",
      "reinforcement learning"
    ],
    "projectId": "project-4",
    "projectIds": [
      "project-4"
    ],
    "softwareIds": [
      "software-4"
    ]
  },
  {
    "id": "pub-009",
    "title": "Prompting for novelty: How original are language-model hypotheses about cognition?",
    "journal": "Proceedings of the Annual Conference on Cognitive Modelling",
    "year": 2025,
    "type": "conference proceeding",
    "authors": [
      "Sandoval, F.",
      "Takahashi, Y.",
      "Marchetti, S.",
      "Halvorsen, I."
    ],
    "citation": "Sandoval, F., Takahashi, Y., Marchetti, S., & Halvorsen, I. (2025). Prompting for novelty: How original are language-model hypotheses about cognition? In Proceedings of the Annual Conference on Cognitive Modelling (pp. 221–227). https://doi.org/10.5555/dml.2025.009",
    "doi": "10.5555/dml.2025.009",
    "url": "https://doi.org/10.5555/dml.2025.009",
    "abstract": "We generated several thousand hypotheses about memory phenomena with different prompting strategies and measured their overlap with hypotheses in the published literature. Most generated hypotheses restated established ideas; prompts that asked for mechanisms rather than explanations produced a small but reliable increase in novelty.",
    "keywords": [
      "large language models",
      "novelty",
      "hypothesis generation",
      "prompting"
    ],
    "projectId": "project-3",
    "projectIds": [
      "project-3"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-010",
    "title": "Evaluating automatically discovered models beyond goodness of fit",
    "journal": "Workshop on Machine Discovery in the Sciences",
    "year": 2025,
    "type": "workshop contribution",
    "authors": [
      "Nwosu, A.",
      "Raghavan, A.",
      "Whitfield, N."
    ],
    "citation": "Nwosu, A., Raghavan, A., & Whitfield, N. (2025). Evaluating automatically discovered models beyond goodness of fit. Workshop on Machine Discovery in the Sciences. https://example.org/mds-workshop/2025/papers/nwosu-raghavan",
    "url": "https://example.org/mds-workshop/2025/papers/nwosu-raghavan",
    "abstract": "We propose a checklist for evaluating discovered cognitive models that includes identifiability, robustness to small changes in the data and the effort needed to explain a model to a domain expert. Applying the checklist to models in the Bestiary zoo shows that these criteria often disagree with rankings by fit.",
    "keywords": [
      "model evaluation",
      "interpretability",
      "model zoo"
    ],
    "projectId": "project-5",
    "projectIds": [
      "project-5"
    ],
    "softwareIds": [
      "software-3"
    ]
  },
  {
    "id": "pub-011",
    "title": "Representational geometry of abstract rules in human visual cortex",
    "journal": "Journal of Neural Representation",
    "year": 2025,
    "type": "journal article",
    "authors": [
      "Nwosu, A.",
      "Brandt, J.",
      "Haddad, N.",
      "Halvorsen, I."
    ],
    "citation": "Nwosu, A., Brandt, J., Haddad, N., & Halvorsen, I. (2025). Representational geometry of abstract rules in human visual cortex. Journal of Neural Representation, 9(2), 77–96. https://doi.org/10.5555/dml.2025.011",
    "doi": "10.5555/dml.2025.011",
    "url": "https://doi.org/10.5555/dml.2025.011",
    "abstract": "Using fMRI and representational similarity analysis, we show that abstract same–different rules are represented in a low-dimensional subspace of lateral occipital cortex that generalises across object sets. The geometry of this subspace resembles that found in intermediate layers of neural networks trained on the same task.",
    "keywords": [
      "fMRI",
      "representational similarity analysis",
      "abstract rules"
    ],
    "projectId": "project-6",
    "projectIds": [
      "project-6"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-012",
    "title": "Adaptive design optimisation for intertemporal choice at scale",
    "journal": "Proceedings of the Conference on Adaptive Experimentation",
    "year": 2025,
    "type": "conference proceeding",
    "authors": [
      "Demir, E.",
      "Osei, D.",
      "Halvorsen, I."
    ],
    "citation": "Demir, E., Osei, D., & Halvorsen, I. (2025). Adaptive design optimisation for intertemporal choice at scale. In Proceedings of the Conference on Adaptive Experimentation (pp. 88–95). https://doi.org/10.5555/dml.2025.012",
    "doi": "10.5555/dml.2025.012",
    "url": "https://doi.org/10.5555/dml.2025.012",
    "abstract": "We scale adaptive design optimisation to online studies with more than a thousand participants by replacing exact posterior updates with amortised neural estimators. The resulting designs distinguish hyperbolic and quasi-hyperbolic discounting with about half as many trials as a fixed design.",
    "keywords": [
      "adaptive design",
      "intertemporal choice",
      "amortised inference"
    ],
    "projectId": "project-2",
    "projectIds": [
      "project-2"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-013",
    "title": "Machine-assisted discovery of mind: A tutorial",
    "journal": "Computational Methods for the Mind Sciences",
    "year": 2025,
    "type": "book chapter",
    "authors": [
      "Halvorsen, I.",
      "Asante, K."
    ],
    "citation": "Halvorsen, I., & Asante, K. (2025). Machine-assisted discovery of mind: A tutorial. In R. Brennan & M. Castellanos (Eds.), Computational Methods for the Mind Sciences (pp. 112–141). Northfield Academic Press. https://doi.org/10.5555/dml.2025.013",
    "doi": "10.5555/dml.2025.013",
    "url": "https://doi.org/10.5555/dml.2025.013",
    "abstract": "This chapter introduces the main families of methods for machine-assisted discovery in cognitive science, from symbolic regression to language-model hypothesis generation. Worked examples show how to set up a search space, how to guard against overfitting and how to report discovered models.",
    "keywords": [
      "tutorial",
      "automated discovery",
      "cognitive modelling"
    ],
    "projectId": "project-1",
    "projectIds": [
      "project-1",
      "project-3"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-014",
    "title": "Conjecture: A Python toolkit for automated theory discovery in the behavioural sciences",
    "journal": "Journal of Open Cognitive Software",
    "volume": "6",
    "issue": "1",
    "pages": "31–49",
    "year": 2024,
    "type": "journal article",
    "authors": [
      "Asante, K.",
      "Raghavan, A.",
      "Takahashi, Y.",
      "Whitfield, N.",
      "Halvorsen, I."
    ],
    "citation": "Asante, K., Raghavan, A., Takahashi, Y., Whitfield, N., & Halvorsen, I. (2024). Conjecture: A Python toolkit for automated theory discovery in the behavioural sciences. Journal of Open Cognitive Software, 6(1), 31–49. https://doi.org/10.5555/dml.2024.014",
    "doi": "10.5555/dml.2024.014",
    "url": "https://doi.org/10.5555/dml.2024.014",
    "abstract": "Conjecture provides a common interface to symbolic regression, program synthesis and Bayesian model comparison for behavioural data. The toolkit includes routines for recovery studies and for reporting the search process, so that discovered models can be audited by other researchers.",
    "keywords": [
      "software",
      "symbolic regression",
      "program synthesis",
      "open source"
    ],
    "projectId": "project-1",
    "projectIds": [
      "project-1"
    ],
    "softwareIds": [
      "software-1"
    ]
  },
  {
    "id": "pub-015",
    "title": "Do large language models share human biases in causal judgement? A preregistered comparison",
    "journal": "Cognitive Science Letters",
    "year": 2024,
    "type": "journal article",
    "authors": [
      "Marchetti, S.",
      "Takahashi, Y.",
      "Moreau, C.",
      "Halvorsen, I."
    ],
    "citation": "Marchetti, S., Takahashi, Y., Moreau, C., & Halvorsen, I. (2024). Do large language models share human biases in causal judgement? A preregistered comparison. Cognitive Science Letters, 12(3), 215–230. https://doi.org/10.5555/dml.2024.015",
    "doi": "10.5555/dml.2024.015",
    "url": "https://doi.org/10.5555/dml.2024.015",
    "abstract": "We compared causal strength judgements from four language models with those of 600 human participants across twelve scenarios. Models reproduced some classic biases, such as the neglect of base rates, but not others, and their judgements were markedly less variable than those of people.",
    "keywords": [
      "large language models",
      "causal judgement",
      "preregistration"
    ],
    "projectId": "project-3",
    "projectIds": [
      "project-3"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-016",
    "title": "Online replication of a sequential sampling effect with adaptive stimuli",
    "journal": "Proceedings of the Annual Conference on Cognitive Modelling",
    "year": 2024,
    "type": "conference proceeding",
    "authors": [
      "Demir, E.",
      "Kowalczyk, H.",
      "Ferreira, L."
    ],
    "citation": "Demir, E., Kowalczyk, H., & Ferreira, L. (2024). Online replication of a sequential sampling effect with adaptive stimuli. In Proceedings of the Annual Conference on Cognitive Modelling (pp. 305–311). https://doi.org/10.5555/dml.2024.016",
    "doi": "10.5555/dml.2024.016",
    "url": "https://doi.org/10.5555/dml.2024.016",
    "abstract": "We replicated a sequential sampling effect in perceptual choice in a browser-based study, using adaptive stimulus selection to keep difficulty near threshold for each participant. The effect replicated with a smaller magnitude than originally reported.",
    "keywords": [
      "replication",
      "online experiments",
      "sequential sampling"
    ],
    "projectId": "project-2",
    "projectIds": [
      "project-2"
    ],
    "softwareIds": [
      "software-2"
    ]
  },
  {
    "id": "pub-017",
    "title": "A preprocessing pipeline for mobile EEG in naturalistic learning tasks",
    "journal": "Preprint Archive for the Cognitive Sciences",
    "year": 2024,
    "type": "preprint",
    "authors": [
      "Brandt, J.",
      "Quispe, M.",
      "Ferreira, L."
    ],
    "citation": "Brandt, J., Quispe, M., & Ferreira, L. (2024). A preprocessing pipeline for mobile EEG in naturalistic learning tasks [Preprint]. Preprint Archive for the Cognitive Sciences. https://doi.org/10.5555/dml.2024.017",
    "doi": "10.5555/dml.2024.017",
    "url": "https://doi.org/10.5555/dml.2024.017",
    "abstract": "Mobile EEG makes it possible to study learning outside the laboratory but introduces artefacts that standard pipelines handle poorly. We describe an open preprocessing pipeline with automated artefact detection and report its reliability on recordings from a classroom learning study.",
    "keywords": [
      "EEG",
      "preprocessing",
      "mobile EEG",
      "reproducibility"
    ],
    "projectId": "project-4",
    "projectIds": [
      "project-4"
    ],
    "softwareIds": [
      "software-4"
    ]
  },
  {
    "id": "pub-018",
    "title": "Balancing interpretability and predictive accuracy in automatically discovered cognitive models",
    "journal": "Proceedings of the International Conference on Machine Learning for Science",
    "year": 2024,
    "type": "conference proceeding",
    "authors": [
      "Raghavan, A.",
      "Asante, K.",
      "Ikeda, S.",
      "Halvorsen, I."
    ],
    "citation": "Raghavan, A., Asante, K., Ikeda, S., & Halvorsen, I. (2024). Balancing interpretability and predictive accuracy in automatically discovered cognitive models. In Proceedings of the International Conference on Machine Learning for Science (pp. 1204–1212). https://doi.org/10.5555/dml.2024.018",
    "doi": "10.5555/dml.2024.018",
    "url": "https://doi.org/10.5555/dml.2024.018",
    "abstract": "Discovery algorithms can trade accuracy for simplicity in many ways. We compare complexity penalties based on description length, parameter count and expert ratings, and find that description length best matches which models experts judge to be interpretable.",
    "keywords": [
      "interpretability",
      "model complexity",
      "symbolic regression"
    ],
    "projectId": "project-1",
    "projectIds": [
      "project-1"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-019",
    "title": "Hypothesis generation as search: A computational account of scientific creativity",
    "journal": "Journal of Philosophy of Science and Computation",
    "year": 2024,
    "type": "journal article",
    "authors": [
      "Marchetti, S.",
      "Halvorsen, I.",
      "Lindgren, P."
    ],
    "citation": "Marchetti, S., Halvorsen, I., & Lindgren, P. (2024). Hypothesis generation as search: A computational account of scientific creativity. Journal of Philosophy of Science and Computation, 8(2), 150–172. https://doi.org/10.5555/dml.2024.019",
    "doi": "10.5555/dml.2024.019",
    "url": "https://doi.org/10.5555/dml.2024.019",
    "abstract": "We describe hypothesis generation as a search through a space defined by a representational language and a set of operators. The account distinguishes creative contributions that expand the language from those that explore it more efficiently, and we discuss what this implies for machine-generated hypotheses.",
    "keywords": [
      "philosophy of science",
      "creativity",
      "hypothesis generation"
    ],
    "projectId": "project-3",
    "projectIds": [
      "project-3"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-020",
    "title": "Reward prediction errors in the scalp EEG of children and adults",
    "journal": "Journal of Cognitive Neurophysiology",
    "year": 2024,
    "type": "journal article",
    "authors": [
      "Ferreira, L.",
      "Brandt, J.",
      "Okafor, C."
    ],
    "citation": "Ferreira, L., Brandt, J., & Okafor, C. (2024). Reward prediction errors in the scalp EEG of children and adults. Journal of Cognitive Neurophysiology, 36(4), 512–527. https://doi.org/10.5555/dml.2024.020",
    "doi": "10.5555/dml.2024.020",
    "url": "https://doi.org/10.5555/dml.2024.020",
    "abstract": "Children aged eight to twelve and adults completed a probabilistic learning task during EEG recording. Both groups showed a feedback-locked signal that scaled with model-derived prediction errors, but the signal was delayed and less selective in children.",
    "keywords": [
      "EEG",
      "prediction error",
      "development"
    ],
    "projectId": "project-4",
    "projectIds": [
      "project-4"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-021",
    "title": "Automated discovery in cognitive science: Methods, pitfalls and prospects",
    "journal": "Northfield Academic Press",
    "year": 2024,
    "type": "book",
    "authors": [
      "Halvorsen, I.",
      "Asante, K."
    ],
    "citation": "Halvorsen, I., & Asante, K. (2024). Automated discovery in cognitive science: Methods, pitfalls and prospects. Northfield Academic Press. https://doi.org/10.5555/dml.2024.021",
    "doi": "10.5555/dml.2024.021",
    "url": "https://doi.org/10.5555/dml.2024.021",
    "abstract": "This book surveys the methods that allow machines to take part in the discovery of cognitive theories, from adaptive experiments to equation discovery. It is written for researchers and graduate students who want to use these methods responsibly in their own work.",
    "keywords": [
      "automated discovery",
      "textbook",
      "cognitive modelling"
    ],
    "projectId": "project-1",
    "projectIds": [
      "project-1"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-022",
    "title": "Bayesian optimal experimental design with neural likelihood surrogates",
    "journal": "Proceedings of the International Conference on Machine Learning for Science",
    "year": 2023,
    "type": "conference proceeding",
    "authors": [
      "Demir, E.",
      "Ferreira, L.",
      "Petrov, A.",
      "Halvorsen, I."
    ],
    "citation": "Demir, E., Ferreira, L., Petrov, A., & Halvorsen, I. (2023). Bayesian optimal experimental design with neural likelihood surrogates. In Proceedings of the International Conference on Machine Learning for Science (pp. 877–885). https://doi.org/10.5555/dml.2023.022",
    "doi": "10.5555/dml.2023.022",
    "url": "https://doi.org/10.5555/dml.2023.022",
    "abstract": "Optimal experimental design requires repeated likelihood evaluations that are intractable for many cognitive models. We train neural surrogates of the likelihood and show that designs computed with them are almost as informative as exact designs while being orders of magnitude faster.",
    "keywords": [
      "optimal experimental design",
      "neural surrogates",
      "Bayesian inference"
    ],
    "projectId": "project-2",
    "projectIds": [
      "project-2"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-023",
    "title": "Recovering latent strategies in reinforcement-learning tasks with program synthesis",
    "journal": "Journal of Computational Cognition",
    "year": 2023,
    "type": "journal article",
    "authors": [
      "Takahashi, Y.",
      "Asante, K.",
      "Halvorsen, I."
    ],
    "citation": "Takahashi, Y., Asante, K., & Halvorsen, I. (2023). Recovering latent strategies in reinforcement-learning tasks with program synthesis. Journal of Computational Cognition, 12(2), 97–124. https://doi.org/10.5555/dml.2023.023",
    "doi": "10.5555/dml.2023.023",
    "url": "https://doi.org/10.5555/dml.2023.023",
    "abstract": "We represent decision strategies as short programs and use program synthesis to infer the strategy each participant followed in a multi-armed bandit task. The inferred programs reveal heuristic strategies that are missed by standard reinforcement-learning models.",
    "keywords": [
      "program synthesis",
      "reinforcement learning",
      "strategy inference"
    ],
    "projectId": "project-1",
    "projectIds": [
      "project-1"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-024",
    "title": "Single-trial EEG decoding of prediction errors during probabilistic reversal learning",
    "journal": "Proceedings of the Meeting on Computational Brain Science",
    "year": 2023,
    "type": "conference proceeding",
    "authors": [
      "Brandt, J.",
      "Ferreira, L."
    ],
    "citation": "Brandt, J., & Ferreira, L. (2023). Single-trial EEG decoding of prediction errors during probabilistic reversal learning. In Proceedings of the Meeting on Computational Brain Science (pp. 64–67). https://doi.org/10.5555/dml.2023.024",
    "doi": "10.5555/dml.2023.024",
    "url": "https://doi.org/10.5555/dml.2023.024",
    "abstract": "Linear classifiers trained on feedback-locked EEG predicted the sign of model-derived prediction errors on single trials above chance in most participants. Decoding accuracy peaked around 300 ms after feedback.",
    "keywords": [
      "EEG",
      "decoding",
      "reversal learning"
    ],
    "projectId": "project-4",
    "projectIds": [
      "project-4"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-025",
    "title": "Can a language model write a cognitive model? An exploratory study",
    "journal": "Workshop on Language Models for Science",
    "year": 2023,
    "type": "workshop contribution",
    "authors": [
      "Takahashi, Y.",
      "Marchetti, S.",
      "Halvorsen, I."
    ],
    "citation": "Takahashi, Y., Marchetti, S., & Halvorsen, I. (2023). Can a language model write a cognitive model? An exploratory study. Workshop on Language Models for Science. https://example.org/lm4science-workshop/2023/takahashi",
    "url": "https://example.org/lm4science-workshop/2023/takahashi",
    "abstract": "We prompted language models to write code for cognitive models from verbal descriptions of well-known theories. About half of the programs ran without changes, but many silently implemented a different theory from the one described.",
    "keywords": [
      "large language models",
      "code generation",
      "cognitive modelling"
    ],
    "projectId": "project-3",
    "projectIds": [
      "project-3"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-026",
    "title": "Differentiable equation search for psychophysical laws",
    "journal": "Computational Psychology Review",
    "year": 2023,
    "type": "journal article",
    "authors": [
      "Asante, K.",
      "Raghavan, A.",
      "Halvorsen, I."
    ],
    "citation": "Asante, K., Raghavan, A., & Halvorsen, I. (2023). Differentiable equation search for psychophysical laws. Computational Psychology Review, 30(1), 18–41. https://doi.org/10.5555/dml.2023.026",
    "doi": "10.5555/dml.2023.026",
    "url": "https://doi.org/10.5555/dml.2023.026",
    "abstract": "We present a differentiable relaxation of equation search that recovers classic psychophysical laws from simulated and real detection data. The method scales to larger expression spaces than genetic programming at comparable accuracy.",
    "keywords": [
      "equation discovery",
      "psychophysics",
      "differentiable programming"
    ],
    "projectId": "project-1",
    "projectIds": [
      "project-1"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-027",
    "title": "Exploration strategies across the lifespan: A large-scale online study",
    "journal": "Journal of Experimental Cognition and Behaviour",
    "volume": "152",
    "issue": "6",
    "pages": "1690–1708",
    "year": 2023,
    "type": "journal article",
    "authors": [
      "Ferreira, L.",
      "Demir, E.",
      "Jensen, L.",
      "Halvorsen, I."
    ],
    "citation": "Ferreira, L., Demir, E., Jensen, L., & Halvorsen, I. (2023). Exploration strategies across the lifespan: A large-scale online study. Journal of Experimental Cognition and Behaviour, 152(6), 1690–1708. https://doi.org/10.5555/dml.2023.027",
    "doi": "10.5555/dml.2023.027",
    "url": "https://doi.org/10.5555/dml.2023.027",
    "abstract": "More than 4,000 participants aged 14 to 80 completed a restless bandit task online. Random exploration declined steadily with age, whereas directed exploration peaked in early adulthood.",
    "keywords": [
      "exploration",
      "lifespan",
      "online experiments"
    ],
    "projectId": "project-2",
    "projectIds": [
      "project-2"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-028",
    "title": "Computational models of cognition as shared infrastructure",
    "journal": "Perspectives on Cognitive Theory",
    "year": 2023,
    "type": "journal article",
    "authors": [
      "Raghavan, A.",
      "Halvorsen, I."
    ],
    "citation": "Raghavan, A., & Halvorsen, I. (2023). Computational models of cognition as shared infrastructure. Perspectives on Cognitive Theory, 18(2), 101–119. https://doi.org/10.5555/dml.2023.028",
    "doi": "10.5555/dml.2023.028",
    "url": "https://doi.org/10.5555/dml.2023.028",
    "abstract": "Cognitive models are usually published as equations in papers rather than as maintained software. We argue that treating models as shared infrastructure, with versioning, tests and documentation, would make cumulative theory building easier.",
    "keywords": [
      "open science",
      "cognitive modelling",
      "research software"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-029",
    "title": "Active learning of psychometric functions with Gaussian processes",
    "journal": "Proceedings of the Conference on Adaptive Experimentation",
    "year": 2022,
    "type": "conference proceeding",
    "authors": [
      "Demir, E.",
      "Halvorsen, I."
    ],
    "citation": "Demir, E., & Halvorsen, I. (2022). Active learning of psychometric functions with Gaussian processes. In Proceedings of the Conference on Adaptive Experimentation (pp. 12–19). https://doi.org/10.5555/dml.2022.029",
    "doi": "10.5555/dml.2022.029",
    "url": "https://doi.org/10.5555/dml.2022.029",
    "abstract": "Gaussian-process classifiers combined with active sampling estimate full psychometric functions with fewer trials than adaptive staircases. We evaluate the approach in simulation and in an online contrast-detection study.",
    "keywords": [
      "active learning",
      "Gaussian processes",
      "psychophysics"
    ],
    "projectId": "project-2",
    "projectIds": [
      "project-2"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-030",
    "title": "Searching the space of learning rules with genetic programming",
    "journal": "Proceedings of the Annual Conference on Cognitive Modelling",
    "year": 2022,
    "type": "conference proceeding",
    "authors": [
      "Asante, K.",
      "Takahashi, Y.",
      "Halvorsen, I."
    ],
    "citation": "Asante, K., Takahashi, Y., & Halvorsen, I. (2022). Searching the space of learning rules with genetic programming. In Proceedings of the Annual Conference on Cognitive Modelling (pp. 1870–1876). https://doi.org/10.5555/dml.2022.030",
    "doi": "10.5555/dml.2022.030",
    "url": "https://doi.org/10.5555/dml.2022.030",
    "abstract": "We use genetic programming to search for learning rules that explain choices in a probabilistic selection task. The best rules include an asymmetric update for positive and negative outcomes that was not part of the initial model set.",
    "keywords": [
      "genetic programming",
      "learning rules",
      "symbolic regression"
    ],
    "projectId": "project-1",
    "projectIds": [
      "project-1"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-031",
    "title": "Sparse identification of drift-diffusion dynamics from choice and response-time data",
    "journal": "Journal of Computational Cognition",
    "year": 2022,
    "type": "journal article",
    "authors": [
      "Asante, K.",
      "Ruiz, D.",
      "Halvorsen, I."
    ],
    "citation": "Asante, K., Ruiz, D., & Halvorsen, I. (2022). Sparse identification of drift-diffusion dynamics from choice and response-time data. Journal of Computational Cognition, 11(3), 233–259. https://doi.org/10.5555/dml.2022.031",
    "doi": "10.5555/dml.2022.031",
    "url": "https://doi.org/10.5555/dml.2022.031",
    "abstract": "We adapt sparse regression methods from dynamical systems to identify the drift and noise terms of evidence-accumulation models directly from choices and response times. The approach recovers collapsing bounds and leaky accumulation in simulated data.",
    "keywords": [
      "drift-diffusion model",
      "sparse regression",
      "evidence accumulation"
    ],
    "projectId": "project-1",
    "projectIds": [
      "project-1"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-032",
    "title": "The role of theory in automated scientific discovery",
    "journal": "Machines and the Making of Science",
    "year": 2022,
    "type": "book chapter",
    "authors": [
      "Halvorsen, I."
    ],
    "citation": "Halvorsen, I. (2022). The role of theory in automated scientific discovery. In P. Lindgren (Ed.), Machines and the Making of Science (pp. 57–79). Halden University Press. https://doi.org/10.5555/dml.2022.032",
    "doi": "10.5555/dml.2022.032",
    "url": "https://doi.org/10.5555/dml.2022.032",
    "keywords": [
      "automated discovery",
      "philosophy of science"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-033",
    "title": "Midfrontal oscillations and the cost of cognitive control",
    "journal": "Journal of Cognitive Neurophysiology",
    "year": 2022,
    "type": "journal article",
    "authors": [
      "Ferreira, L.",
      "Schaefer, T.",
      "Whitaker, E."
    ],
    "citation": "Ferreira, L., Schaefer, T., & Whitaker, E. (2022). Midfrontal oscillations and the cost of cognitive control. Journal of Cognitive Neurophysiology, 34(2), 140–156. https://doi.org/10.5555/dml.2022.033",
    "doi": "10.5555/dml.2022.033",
    "url": "https://doi.org/10.5555/dml.2022.033",
    "abstract": "We relate midfrontal theta power to the subjective cost of cognitive control, estimated from choices between easy and demanding tasks. Theta power during task performance predicted later avoidance of the demanding task.",
    "keywords": [
      "EEG",
      "cognitive control",
      "effort"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-034",
    "title": "Measuring what participants learn: Posterior predictive checks for online learning studies",
    "journal": "Journal of Experimental Cognition and Behaviour",
    "year": 2022,
    "type": "journal article",
    "authors": [
      "Raghavan, A.",
      "Ferreira, L.",
      "Halvorsen, I."
    ],
    "citation": "Raghavan, A., Ferreira, L., & Halvorsen, I. (2022). Measuring what participants learn: Posterior predictive checks for online learning studies. Journal of Experimental Cognition and Behaviour, 151(9), 2045–2062. https://doi.org/10.5555/dml.2022.034",
    "doi": "10.5555/dml.2022.034",
    "url": "https://doi.org/10.5555/dml.2022.034",
    "abstract": "Online learning studies often include participants who do not engage with the task. We show how posterior predictive checks from a fitted learning model can identify such participants more reliably than attention-check questions.",
    "keywords": [
      "posterior predictive checks",
      "data quality",
      "online experiments"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-035",
    "title": "Toward closed-loop cognitive science: A roadmap",
    "journal": "Perspectives on Cognitive Theory",
    "year": 2021,
    "type": "journal article",
    "authors": [
      "Halvorsen, I.",
      "Brennan, R.",
      "Castellanos, M."
    ],
    "citation": "Halvorsen, I., Brennan, R., & Castellanos, M. (2021). Toward closed-loop cognitive science: A roadmap. Perspectives on Cognitive Theory, 16(4), 377–395. https://doi.org/10.5555/dml.2021.035",
    "doi": "10.5555/dml.2021.035",
    "url": "https://doi.org/10.5555/dml.2021.035",
    "abstract": "We outline a research programme in which models, experiments and data analysis are linked in an automated loop, and identify the technical and conceptual problems that must be solved for such loops to produce trustworthy theories. We close with a set of benchmark problems on which progress can be measured.",
    "keywords": [
      "closed-loop science",
      "automated discovery",
      "research programme"
    ],
    "projectId": "project-1",
    "projectIds": [
      "project-1"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-036",
    "title": "Neural network surrogates for intractable cognitive models",
    "journal": "Proceedings of the International Conference on Machine Learning for Science",
    "year": 2021,
    "type": "conference proceeding",
    "authors": [
      "Raghavan, A.",
      "Halvorsen, I.",
      "Ikeda, S."
    ],
    "citation": "Raghavan, A., Halvorsen, I., & Ikeda, S. (2021). Neural network surrogates for intractable cognitive models. In Proceedings of the International Conference on Machine Learning for Science (pp. 455–463). https://doi.org/10.5555/dml.2021.036",
    "doi": "10.5555/dml.2021.036",
    "url": "https://doi.org/10.5555/dml.2021.036",
    "abstract": "We train neural networks to approximate the likelihood of cognitive models whose likelihood cannot be computed in closed form, and show that the surrogates support accurate parameter estimation and model comparison. Training costs are paid once per model and are quickly recovered when many data sets are analysed.",
    "keywords": [
      "simulation-based inference",
      "neural networks",
      "cognitive modelling"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-037",
    "title": "Individual differences in rule discovery predict transfer",
    "journal": "Journal of Experimental Cognition and Behaviour",
    "year": 2021,
    "type": "journal article",
    "authors": [
      "Demir, E.",
      "Halvorsen, I.",
      "Jensen, L."
    ],
    "citation": "Demir, E., Halvorsen, I., & Jensen, L. (2021). Individual differences in rule discovery predict transfer. Journal of Experimental Cognition and Behaviour, 150(3), 512–530. https://doi.org/10.5555/dml.2021.037",
    "doi": "10.5555/dml.2021.037",
    "url": "https://doi.org/10.5555/dml.2021.037",
    "abstract": "Participants who discovered the hidden rule of a categorisation task early transferred it to new stimuli more successfully than participants who reached the same accuracy by memorising exemplars. Early rule discovery was predicted by working-memory capacity but not by general reasoning scores.",
    "keywords": [
      "rule learning",
      "transfer",
      "individual differences"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-038",
    "title": "Model recovery for automatically discovered cognitive models",
    "journal": "Workshop on Interpretable Machine Learning for Cognitive Science",
    "year": 2021,
    "type": "workshop contribution",
    "authors": [
      "Asante, K.",
      "Halvorsen, I."
    ],
    "citation": "Asante, K., & Halvorsen, I. (2021). Model recovery for automatically discovered cognitive models. Workshop on Interpretable Machine Learning for Cognitive Science. https://example.org/iml-cogsci/2021/asante-halvorsen",
    "url": "https://example.org/iml-cogsci/2021/asante-halvorsen",
    "abstract": "We argue that every automatically discovered model should be accompanied by a recovery study and propose a simple protocol for running one. The protocol is illustrated with two published discovery results, one of which fails the test.",
    "keywords": [
      "model recovery",
      "automated discovery"
    ],
    "projectId": "project-1",
    "projectIds": [
      "project-1"
    ],
    "softwareIds": []
  },
  {
    "id": "pub-039",
    "title": "Learning-rate adaptation in volatile environments: Evidence from EEG",
    "journal": "Journal of Cognitive Neurophysiology",
    "year": 2021,
    "type": "journal article",
    "authors": [
      "Ferreira, L.",
      "Okafor, C.",
      "Whitaker, E."
    ],
    "citation": "Ferreira, L., Okafor, C., & Whitaker, E. (2021). Learning-rate adaptation in volatile environments: Evidence from EEG. Journal of Cognitive Neurophysiology, 33(7), 1301–1318. https://doi.org/10.5555/dml.2021.039",
    "doi": "10.5555/dml.2021.039",
    "url": "https://doi.org/10.5555/dml.2021.039",
    "abstract": "When reward contingencies changed frequently, participants increased their learning rates and showed larger feedback-related EEG responses. Trial-by-trial fluctuations of the EEG signal predicted the size of the subsequent belief update.",
    "keywords": [
      "EEG",
      "volatility",
      "learning rate"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-040",
    "title": "A hierarchical Bayesian account of strategy selection",
    "journal": "Proceedings of the Annual Conference on Cognitive Modelling",
    "year": 2021,
    "type": "conference proceeding",
    "authors": [
      "Halvorsen, I.",
      "Raghavan, A.",
      "Kaur, G."
    ],
    "citation": "Halvorsen, I., Raghavan, A., & Kaur, G. (2021). A hierarchical Bayesian account of strategy selection. In Proceedings of the Annual Conference on Cognitive Modelling (pp. 2011–2017). https://doi.org/10.5555/dml.2021.040",
    "doi": "10.5555/dml.2021.040",
    "url": "https://doi.org/10.5555/dml.2021.040",
    "abstract": "We model strategy selection as inference over a hierarchy of strategies and show that the model captures how people shift from exemplar memorisation to rule use as evidence accumulates. The model also predicts when this shift is delayed by misleading early feedback.",
    "keywords": [
      "Bayesian modelling",
      "strategy selection"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-041",
    "title": "Data-driven discovery of computational models of human choice",
    "journal": "Doctoral dissertation, University of Eastmere",
    "year": 2020,
    "type": "thesis",
    "authors": [
      "Asante, K."
    ],
    "citation": "Asante, K. (2020). Data-driven discovery of computational models of human choice [Doctoral dissertation, University of Eastmere]. https://example.org/eastmere-repository/theses/asante-2020",
    "url": "https://example.org/eastmere-repository/theses/asante-2020",
    "abstract": "This thesis develops methods that search over model structures, rather than parameters alone, to explain human choice behaviour, and applies them to risky choice and intertemporal choice data. Several discovered models suggest mechanisms that had not been considered in the literature.",
    "keywords": [
      "thesis",
      "model discovery",
      "decision making"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-042",
    "title": "Automating the cycle of theory and experiment in psychology",
    "journal": "Perspectives on Cognitive Theory",
    "year": 2020,
    "type": "journal article",
    "authors": [
      "Halvorsen, I.",
      "Brennan, R."
    ],
    "citation": "Halvorsen, I., & Brennan, R. (2020). Automating the cycle of theory and experiment in psychology. Perspectives on Cognitive Theory, 15(1), 9–27. https://doi.org/10.5555/dml.2020.042",
    "doi": "10.5555/dml.2020.042",
    "url": "https://doi.org/10.5555/dml.2020.042",
    "abstract": "We review attempts to automate parts of the empirical cycle in psychology and discuss which parts are ready for automation and which still depend on human judgement. We argue that automated experiment selection is the most promising starting point.",
    "keywords": [
      "automation",
      "empirical cycle",
      "review"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-043",
    "title": "Optimal experimental design for model discrimination in memory research",
    "journal": "Journal of Memory Modelling",
    "year": 2020,
    "type": "journal article",
    "authors": [
      "Halvorsen, I.",
      "Castellanos, M.",
      "Petrov, A."
    ],
    "citation": "Halvorsen, I., Castellanos, M., & Petrov, A. (2020). Optimal experimental design for model discrimination in memory research. Journal of Memory Modelling, 7(2), 88–112. https://doi.org/10.5555/dml.2020.043",
    "doi": "10.5555/dml.2020.043",
    "url": "https://doi.org/10.5555/dml.2020.043",
    "abstract": "We apply optimal experimental design to distinguish between models of recognition memory and find that optimised list compositions discriminate between models far better than the designs used in the original studies. A follow-up experiment with the optimised design favours a dual-process account.",
    "keywords": [
      "optimal experimental design",
      "recognition memory",
      "model discrimination"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-044",
    "title": "Theta-band dynamics of feedback learning",
    "journal": "Proceedings of the Meeting on Computational Brain Science",
    "year": 2020,
    "type": "conference proceeding",
    "authors": [
      "Ferreira, L.",
      "Whitaker, E."
    ],
    "citation": "Ferreira, L., & Whitaker, E. (2020). Theta-band dynamics of feedback learning. In Proceedings of the Meeting on Computational Brain Science (pp. 211–214). https://doi.org/10.5555/dml.2020.044",
    "doi": "10.5555/dml.2020.044",
    "url": "https://doi.org/10.5555/dml.2020.044",
    "keywords": [
      "EEG",
      "theta oscillations",
      "feedback learning"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-045",
    "title": "Causal discovery from behavioural time series",
    "journal": "Workshop on Causal Inference in Cognitive Science",
    "year": 2020,
    "type": "workshop contribution",
    "authors": [
      "Halvorsen, I.",
      "Lindgren, P."
    ],
    "citation": "Halvorsen, I., & Lindgren, P. (2020). Causal discovery from behavioural time series. Workshop on Causal Inference in Cognitive Science. https://doi.org/10.5555/dml.2020.045",
    "doi": "10.5555/dml.2020.045",
    "url": "https://doi.org/10.5555/dml.2020.045",
    "keywords": [
      "causal discovery",
      "time series"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-046",
    "title": "A probabilistic grammar of rule-based categories",
    "journal": "Journal of Computational Cognition",
    "year": 2019,
    "type": "journal article",
    "authors": [
      "Halvorsen, I.",
      "Kaur, G.",
      "Moreau, C."
    ],
    "citation": "Halvorsen, I., Kaur, G., & Moreau, C. (2019). A probabilistic grammar of rule-based categories. Journal of Computational Cognition, 8(1), 1–29. https://doi.org/10.5555/dml.2019.046",
    "doi": "10.5555/dml.2019.046",
    "url": "https://doi.org/10.5555/dml.2019.046",
    "abstract": "We define a probabilistic grammar over logical rules and show that Bayesian inference over this grammar predicts which category structures people learn quickly and which they find difficult. The grammar accounts for learning difficulty across twelve classic category structures with a single free parameter.",
    "keywords": [
      "rule learning",
      "probabilistic grammar",
      "Bayesian modelling"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-047",
    "title": "Mixture-of-strategies models of probabilistic reversal learning",
    "journal": "Proceedings of the Annual Conference on Cognitive Modelling",
    "year": 2019,
    "type": "conference proceeding",
    "authors": [
      "Halvorsen, I.",
      "Nakamura, H."
    ],
    "citation": "Halvorsen, I., & Nakamura, H. (2019). Mixture-of-strategies models of probabilistic reversal learning. In Proceedings of the Annual Conference on Cognitive Modelling (pp. 1544–1550). https://doi.org/10.5555/dml.2019.047",
    "doi": "10.5555/dml.2019.047",
    "url": "https://doi.org/10.5555/dml.2019.047",
    "abstract": "A mixture model in which participants switch between a value-based and a rule-based strategy explains reversal-learning data better than either strategy alone. The estimated mixture weights were stable across two testing sessions.",
    "keywords": [
      "reversal learning",
      "mixture models"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-048",
    "title": "Inferring learning rules from behaviour with approximate Bayesian computation",
    "journal": "Computational Psychology Review",
    "year": 2019,
    "type": "journal article",
    "authors": [
      "Asante, K.",
      "Ruiz, D."
    ],
    "citation": "Asante, K., & Ruiz, D. (2019). Inferring learning rules from behaviour with approximate Bayesian computation. Computational Psychology Review, 26(3), 301–322. https://doi.org/10.5555/dml.2019.048",
    "doi": "10.5555/dml.2019.048",
    "url": "https://doi.org/10.5555/dml.2019.048",
    "abstract": "Approximate Bayesian computation allows learning rules to be compared even when their likelihood is intractable. We show in simulations that the approach distinguishes between rules that differ only in how they treat surprising outcomes.",
    "keywords": [
      "approximate Bayesian computation",
      "learning rules"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-049",
    "title": "Prediction-error signals in scalp EEG: A meta-analysis",
    "journal": "Journal of Cognitive Neurophysiology",
    "year": 2019,
    "type": "journal article",
    "authors": [
      "Ferreira, L.",
      "Okafor, C.",
      "Schaefer, T."
    ],
    "citation": "Ferreira, L., Okafor, C., & Schaefer, T. (2019). Prediction-error signals in scalp EEG: A meta-analysis. Journal of Cognitive Neurophysiology, 31(5), 640–659. https://doi.org/10.5555/dml.2019.049",
    "doi": "10.5555/dml.2019.049",
    "url": "https://doi.org/10.5555/dml.2019.049",
    "abstract": "A meta-analysis of 58 studies confirms that feedback-locked EEG amplitudes scale with prediction errors, although the effect is smaller in studies with larger samples and preregistered analyses. We recommend sample sizes and analysis choices for future studies.",
    "keywords": [
      "meta-analysis",
      "EEG",
      "prediction error"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-050",
    "title": "Modelling the scientist: Bayesian accounts of hypothesis testing",
    "journal": "Bayesian Models of Cognition Revisited",
    "year": 2019,
    "type": "book chapter",
    "authors": [
      "Halvorsen, I."
    ],
    "citation": "Halvorsen, I. (2019). Modelling the scientist: Bayesian accounts of hypothesis testing. In G. Kaur (Ed.), Bayesian Models of Cognition Revisited (pp. 203–228). Northfield Academic Press. https://doi.org/10.5555/dml.2019.050",
    "doi": "10.5555/dml.2019.050",
    "url": "https://doi.org/10.5555/dml.2019.050",
    "keywords": [
      "hypothesis testing",
      "Bayesian modelling"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-051",
    "title": "Adaptive stimulus selection for category-learning experiments",
    "journal": "Proceedings of the Annual Conference on Cognitive Modelling",
    "year": 2018,
    "type": "conference proceeding",
    "authors": [
      "Halvorsen, I.",
      "Castellanos, M."
    ],
    "citation": "Halvorsen, I., & Castellanos, M. (2018). Adaptive stimulus selection for category-learning experiments. In Proceedings of the Annual Conference on Cognitive Modelling (pp. 482–487). https://doi.org/10.5555/dml.2018.051",
    "doi": "10.5555/dml.2018.051",
    "url": "https://doi.org/10.5555/dml.2018.051",
    "abstract": "We select training stimuli adaptively to maximise the information gained about which category-learning model a participant follows. In simulations, adaptive selection halves the number of trials needed for a confident classification.",
    "keywords": [
      "adaptive design",
      "category learning"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-052",
    "title": "Reconciling exemplar and prototype accounts with a unifying model",
    "journal": "Journal of Computational Cognition",
    "year": 2018,
    "type": "journal article",
    "authors": [
      "Halvorsen, I.",
      "Kaur, G."
    ],
    "citation": "Halvorsen, I., & Kaur, G. (2018). Reconciling exemplar and prototype accounts with a unifying model. Journal of Computational Cognition, 7(2), 145–170. https://doi.org/10.5555/dml.2018.052",
    "doi": "10.5555/dml.2018.052",
    "url": "https://doi.org/10.5555/dml.2018.052",
    "abstract": "We present a model in which exemplar and prototype representations are end points of a single continuum controlled by a memory-resolution parameter, and show that the parameter varies systematically with category size. Refitting eleven published data sets recovers the pattern of results that originally motivated each account.",
    "keywords": [
      "categorisation",
      "exemplar models",
      "prototype models"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-053",
    "title": "Neural correlates of uncertainty in sequential decisions",
    "journal": "Journal of Neural Representation",
    "year": 2018,
    "type": "journal article",
    "authors": [
      "Ferreira, L.",
      "Whitaker, E.",
      "Okafor, C."
    ],
    "citation": "Ferreira, L., Whitaker, E., & Okafor, C. (2018). Neural correlates of uncertainty in sequential decisions. Journal of Neural Representation, 2(1), 33–51. https://doi.org/10.5555/dml.2018.053",
    "doi": "10.5555/dml.2018.053",
    "url": "https://doi.org/10.5555/dml.2018.053",
    "abstract": "EEG recorded during a sequential sampling task showed parietal activity that tracked the uncertainty of a Bayesian observer model, separately from the amount of accumulated evidence. The uncertainty signal predicted how long participants continued to sample.",
    "keywords": [
      "uncertainty",
      "EEG",
      "sequential decisions"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-054",
    "title": "Automated model comparison pipelines for cognitive science",
    "journal": "Proceedings of the Annual Conference on Cognitive Modelling",
    "year": 2018,
    "type": "conference proceeding",
    "authors": [
      "Halvorsen, I.",
      "Nakamura, H."
    ],
    "citation": "Halvorsen, I., & Nakamura, H. (2018). Automated model comparison pipelines for cognitive science. In Proceedings of the Annual Conference on Cognitive Modelling (pp. 1102–1107). https://doi.org/10.5555/dml.2018.054",
    "doi": "10.5555/dml.2018.054",
    "url": "https://doi.org/10.5555/dml.2018.054",
    "keywords": [
      "model comparison",
      "automation",
      "workflow"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-055",
    "title": "A rational analysis of rule discovery",
    "journal": "Journal of Computational Cognition",
    "year": 2017,
    "type": "journal article",
    "authors": [
      "Halvorsen, I.",
      "Kaur, G."
    ],
    "citation": "Halvorsen, I., & Kaur, G. (2017). A rational analysis of rule discovery. Journal of Computational Cognition, 6(4), 388–410. https://doi.org/10.5555/dml.2017.055",
    "doi": "10.5555/dml.2017.055",
    "url": "https://doi.org/10.5555/dml.2017.055",
    "abstract": "We analyse rule discovery as rational inference under limited memory and derive predictions about which rules people test first. The predictions match the order of hypotheses reported in think-aloud protocols.",
    "keywords": [
      "rational analysis",
      "rule discovery"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-056",
    "title": "Feedback timing modulates the feedback-related negativity",
    "journal": "Journal of Cognitive Neurophysiology",
    "year": 2017,
    "type": "journal article",
    "authors": [
      "Ferreira, L.",
      "Okafor, C."
    ],
    "citation": "Ferreira, L., & Okafor, C. (2017). Feedback timing modulates the feedback-related negativity. Journal of Cognitive Neurophysiology, 29(8), 1422–1436. https://doi.org/10.5555/dml.2017.056",
    "doi": "10.5555/dml.2017.056",
    "url": "https://doi.org/10.5555/dml.2017.056",
    "abstract": "Delaying feedback by more than one second reduced the amplitude of the feedback-related negativity, and the reduction was accompanied by slower learning. The results suggest that the signal depends on a short-lived eligibility trace.",
    "keywords": [
      "EEG",
      "feedback-related negativity",
      "feedback timing"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-057",
    "title": "Sequential Monte Carlo models of category learning",
    "journal": "Proceedings of the Annual Conference on Cognitive Modelling",
    "year": 2017,
    "type": "conference proceeding",
    "authors": [
      "Halvorsen, I.",
      "Moreau, C."
    ],
    "citation": "Halvorsen, I., & Moreau, C. (2017). Sequential Monte Carlo models of category learning. In Proceedings of the Annual Conference on Cognitive Modelling (pp. 2210–2215). https://doi.org/10.5555/dml.2017.057",
    "doi": "10.5555/dml.2017.057",
    "url": "https://doi.org/10.5555/dml.2017.057",
    "keywords": [
      "particle filters",
      "category learning"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-058",
    "title": "Approximate inference in human category learning",
    "journal": "Cognitive Science Letters",
    "year": 2016,
    "type": "journal article",
    "authors": [
      "Halvorsen, I.",
      "Kaur, G.",
      "Moreau, C."
    ],
    "citation": "Halvorsen, I., Kaur, G., & Moreau, C. (2016). Approximate inference in human category learning. Cognitive Science Letters, 4(2), 77–94. https://doi.org/10.5555/dml.2016.058",
    "doi": "10.5555/dml.2016.058",
    "url": "https://doi.org/10.5555/dml.2016.058",
    "abstract": "Order effects in category learning are predicted by approximate Bayesian learners with limited samples, but not by ideal observers. We test these predictions in three experiments.",
    "keywords": [
      "approximate inference",
      "category learning",
      "order effects"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-059",
    "title": "Prototype effects in rapidly learned categories",
    "journal": "Proceedings of the Annual Conference on Cognitive Modelling",
    "year": 2016,
    "type": "conference proceeding",
    "authors": [
      "Halvorsen, I.",
      "Castellanos, M."
    ],
    "citation": "Halvorsen, I., & Castellanos, M. (2016). Prototype effects in rapidly learned categories. In Proceedings of the Annual Conference on Cognitive Modelling (pp. 901–906). https://doi.org/10.5555/dml.2016.059",
    "doi": "10.5555/dml.2016.059",
    "url": "https://doi.org/10.5555/dml.2016.059",
    "keywords": [
      "prototype effects",
      "category learning"
    ],
    "projectIds": [],
    "softwareIds": []
  },
  {
    "id": "pub-060",
    "title": "Learning the structure of categories: Computational and experimental studies",
    "journal": "Doctoral dissertation, Meridian Institute of Technology",
    "year": 2016,
    "type": "thesis",
    "authors": [
      "Halvorsen, I."
    ],
    "citation": "Halvorsen, I. (2016). Learning the structure of categories: Computational and experimental studies [Doctoral dissertation, Meridian Institute of Technology]. https://example.org/meridian-repository/theses/halvorsen-2016",
    "url": "https://example.org/meridian-repository/theses/halvorsen-2016",
    "abstract": "This thesis combines Bayesian models and behavioural experiments to study how people infer the structure of categories from few examples. It argues that structure learning and parameter learning rely on different kinds of evidence.",
    "keywords": [
      "thesis",
      "category learning",
      "Bayesian modelling"
    ],
    "projectIds": [],
    "softwareIds": []
  }
];
