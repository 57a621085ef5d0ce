// Content of the lab site: home page featured items, team image and topic colours.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { SiteSettings } from '../model';

export const settings: SiteSettings = {
  "featuredItems": {
    "projectId": "project-1",
    "newsItemId": "news-1",
    "publicationId": "pub-001"
  },
  "teamImage": "/assets/lab/team.svg",
  "teamImagePosition": "center",
  "topicColorRegistry": {
    "Symbolic regression": {
      "name": "Symbolic regression",
      "color": "hsl(0, 70%, 80%)",
      "hue": 0
    },
    "Program synthesis": {
      "name": "Program synthesis",
      "color": "hsl(45, 70%, 80%)",
      "hue": 45
    },
    "Bayesian modelling": {
      "name": "Bayesian modelling",
      "color": "hsl(90, 70%, 80%)",
      "hue": 90
    },
    "Online experiments": {
      "name": "Online experiments",
      "color": "hsl(135, 70%, 80%)",
      "hue": 135
    },
    "Reinforcement learning": {
      "name": "Reinforcement learning",
      "color": "hsl(180, 70%, 80%)",
      "hue": 180
    },
    "Large language models": {
      "name": "Large language models",
      "color": "hsl(225, 70%, 80%)",
      "hue": 225
    },
    "EEG": {
      "name": "EEG",
      "color": "hsl(270, 70%, 80%)",
      "hue": 270
    },
    "fMRI": {
      "name": "fMRI",
      "color": "hsl(315, 70%, 80%)",
      "hue": 315
    }
  }
};
