/**
 * The site's 31 service pages, `/services/{id}` (docs/site.md «Routes»): 7 services and 24 spa
 * procedures. Written out, not read from the seed, so the seed's facts test, the content queries'
 * test and the browser route test all check the dataset against the same expectation.
 */
export const SERVICE_IDS = [
  "conference",
  "spa",
  "spa-visit",
  "electro-car-charge",
  "transfer",
  "chauffeurDrive",
  "e-scooter",
  "fitness-room",
  "spa-express",
  "spa-body-scrub",
  "spa-collar-zone",
  "skin-glow",
  "kannabis",
  "laminariya",
  "goryachimi-kamnyami",
  "hand-and-foot-care",
  "back-body",
  "dlya-malenkikh-gostey",
  "facial-massage",
  "foot-massage",
  "spa-with-mask",
  "spa-free-teas",
  "calcium-wrap",
  "magnesium-wrap",
  "lymphatic-drainage-spa",
  "individual-spa",
  "spa-aroma",
  "spa-full-body",
  "romanticheskaya-vstrecha",
  "listovaya-laminariya",
  "spa-for-pair",
] as const;
