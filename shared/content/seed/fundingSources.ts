// Content of the lab site: funding sources.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { FundingSource } from '../schemas';

export const fundingSources: FundingSource[] = [
  {
    "id": "funding-1",
    "name": "Northern Research Council",
    "url": "https://northern-research-council.example",
    "grantNumber": "NRC-CL-2024-0417",
    "amount": "EUR 1,450,000",
    "duration": "2024–2029"
  },
  {
    "id": "funding-2",
    "name": "Foundation for Cognitive Futures",
    "url": "https://example.org/cognitive-futures",
    "grantNumber": "FCF-2023-112",
    "amount": "EUR 480,000",
    "duration": "2023–2026"
  },
  {
    "id": "funding-3",
    "name": "Halden University Research Fund",
    "url": "https://halden-university.example/research-fund",
    "grantNumber": "HURF-22-031",
    "amount": "EUR 150,000",
    "duration": "2022–2025"
  },
  {
    "id": "funding-4",
    "name": "Aldermoor Trust for Open Science",
    "url": "https://aldermoor-trust.example",
    "grantNumber": "AT-OS-2025-09",
    "amount": "GBP 210,000",
    "duration": "2025–2028"
  }
];
