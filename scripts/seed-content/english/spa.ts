/** English texts of scripts/seed-content/data/spa.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "spaCategory-massage": {
    title: "Massage",
    description: "Classic and signature massages, from an express session to a full hour of relaxation.",
  },
  "spaCategory-face": {
    title: "Facials",
    description: "Facial massage, masks and treatments for radiant skin.",
  },
  "spaCategory-body": {
    title: "Body care",
    description: "Scrubs and hand and foot care.",
  },
  "spaCategory-wraps": {
    title: "Body wraps",
    description: "Body wraps with Baltic seaweed, minerals and herbs.",
  },
  "spaCategory-kids": {
    title: "For children",
    description: "Gentle massage for guests aged 3 to 12.",
  },
  "spaCategory-premium": {
    title: "Premium programmes",
    description: "Two-hour programmes for one or for two.",
  },
  "spaCategory-visit": {
    title: "Spa area visit",
    description: "The spa area just for your party.",
  },
  "spaProcedure-spa-express": {
    title: "Express massage",
    summary: "A quick massage to ease tension after your journey.",
    'images[_key=="4161364f75ac"].alt': "A therapist giving a guest an express shoulder massage",
    "tags[0]": "15 minutes",
    'body[_key=="0da0ad27ef32"].children[_key=="0da0ad27ef32s"].text':
      "Fifteen minutes to shake off tiredness after a flight or a long walk: the therapist works on your neck, shoulders and back.",
    'body[_key=="b98af49b6ea6"].children[_key=="b98af49b6ea6s"].text':
      "A good introduction to our spa, or a nice addition to a visit to the pool.",
    "seo.title": "Express massage — Sosnovy Bereg spa",
    "seo.description": "A quick massage to ease tension after your journey.",
  },
  "spaProcedure-foot-massage": {
    title: "Foot massage",
    summary: "A relaxing foot massage after walks along the coast.",
    'images[_key=="e1c2654fc872"].alt': "A foot massage with warm oil, with a towel and a candle nearby",
    "tags[0]": "15 minutes",
    'body[_key=="90796d721af5"].children[_key=="90796d721af5s"].text':
      "Feet are the first to tire on walks along the promenade and forest paths. A massage with warm oil puts the spring back in your step in 15 minutes.",
    "seo.title": "Foot massage — Sosnovy Bereg spa",
    "seo.description": "A relaxing foot massage after walks along the coast.",
  },
  "spaProcedure-spa-collar-zone": {
    title: "Neck and shoulder massage",
    summary: "Relieves tension in the neck and shoulders after working at a computer.",
    'images[_key=="493fd22aec8c"].alt': "Neck and shoulder massage: a therapist kneading a guest’s shoulders",
    "tags[0]": "30 minutes",
    'body[_key=="376f78a8b379"].children[_key=="376f78a8b379s"].text':
      "A massage of the neck, shoulders and upper back, for anyone who spends long hours at a computer or behind the wheel.",
    'body[_key=="912371c7f57d"].children[_key=="912371c7f57ds"].text':
      "The therapist gently kneads the muscles, releases tension and improves circulation: your head feels clear and your shoulders free.",
    "seo.title": "Neck and shoulder massage — Sosnovy Bereg spa",
    "seo.description": "Relieves tension in the neck and shoulders after working at a computer.",
  },
  "spaProcedure-back-body": {
    title: "Back massage",
    summary: "A deep massage of the back muscles.",
    'images[_key=="9c023da26ba5"].alt': "A back massage on a table with white towels",
    "tags[0]": "30 minutes",
    'body[_key=="3fe84f91ae88"].children[_key=="3fe84f91ae88s"].text':
      "A classic back massage from the lower back to the neck. It helps after an active day, a long journey or a workout in the gym.",
    "seo.title": "Back massage — Sosnovy Bereg spa",
    "seo.description": "A deep massage of the back muscles.",
  },
  "spaProcedure-goryachimi-kamnyami": {
    title: "Hot stone massage",
    summary: "The warmth of basalt stones and a gentle massage for deep relaxation.",
    'images[_key=="841dfcefa549"].alt': "Smooth black stones laid along a guest’s back",
    "tags[0]": "60 minutes",
    'body[_key=="5c09cc2b2647"].children[_key=="5c09cc2b2647s"].text':
      "Heated basalt stones are placed along the spine and in the palms, and then the therapist uses them to massage you. The warmth goes deep and relaxes even the most stubborn muscles.",
    'body[_key=="0b90e6be0e45"].children[_key=="0b90e6be0e45s"].text':
      "Especially good on cool Baltic autumn evenings.",
    "features[0]": "Heated basalt stones",
    "features[1]": "Aromatic oil",
    "features[2]": "Herbal tea after the treatment",
    "seo.title": "Hot stone massage — Sosnovy Bereg spa",
    "seo.description": "The warmth of basalt stones and a gentle massage for deep relaxation.",
  },
  "spaProcedure-lymphatic-drainage-spa": {
    title: "Lymphatic drainage massage",
    summary: "A feeling of lightness and less puffiness.",
    'images[_key=="00148ee03913"].alt': "A lymphatic drainage leg massage in a spa treatment room",
    "tags[0]": "60 minutes",
    'body[_key=="c5649ff27590"].children[_key=="c5649ff27590s"].text':
      "Gentle rhythmic movements that follow the flow of the lymph help reduce puffiness and leave you feeling light. It goes well with body wraps.",
    "seo.title": "Lymphatic drainage massage — Sosnovy Bereg spa",
    "seo.description": "A feeling of lightness and less puffiness.",
  },
  "spaProcedure-spa-aroma": {
    title: "Aromatherapy massage",
    summary: "A full body massage with essential oils of your choice.",
    'images[_key=="6ed1079a681a"].alt': "Bottles of essential oil and a pine sprig on a massage table",
    "tags[0]": "60 minutes",
    'body[_key=="b5fd88b07103"].children[_key=="b5fd88b07103s"].text':
      "Before your session, choose a scent: pine, lavender, citrus or sandalwood. The therapist will blend the oil and give you a slow, relaxing full body massage.",
    "features[0]": "Oil of your choice",
    "features[1]": "Full body massage",
    "seo.title": "Aromatherapy massage — Sosnovy Bereg spa",
    "seo.description": "A full body massage with essential oils of your choice.",
  },
  "spaProcedure-spa-full-body": {
    title: "Full body massage",
    summary: "A classic massage from head to toe.",
    'images[_key=="4e3c46a75ee4"].alt': "A massage room in dimmed light, ready for a session",
    "tags[0]": "60 minutes",
    'body[_key=="09fde106d340"].children[_key=="09fde106d340s"].text':
      "An hour of classic massage: back, neck, arms, legs and feet. The therapist will adjust the intensity to how you feel.",
    "seo.title": "Full body massage — Sosnovy Bereg spa",
    "seo.description": "A classic massage from head to toe.",
  },
  "spaProcedure-facial-massage": {
    title: "Facial massage",
    summary: "A toning massage of the face, neck and décolleté.",
    'images[_key=="5d1edfdf49f6"].alt': "A therapist giving a guest a facial massage",
    "tags[0]": "30 minutes",
    'body[_key=="e839f238f21c"].children[_key=="e839f238f21cs"].text':
      "A facial massage relieves tension in the facial muscles and restores the skin’s tone and fresh colour. After the treatment, we apply a moisturising cream.",
    "seo.title": "Facial massage — Sosnovy Bereg spa",
    "seo.description": "A toning massage of the face, neck and décolleté.",
  },
  "spaProcedure-skin-glow": {
    title: "Radiant Skin",
    summary: "A treatment for a fresh, glowing complexion: cleansing, a peel, a mask and a massage.",
    'images[_key=="6eb30cbcca13"].alt': "A guest with a face mask relaxing in a spa treatment room",
    "tags[0]": "60 minutes",
    'body[_key=="4453e72e28d5"].children[_key=="4453e72e28d5s"].text':
      "A four-step treatment: gentle cleansing, an enzyme peel, a mask for your skin type and a facial massage.",
    'body[_key=="1aadebc3e4c3"].children[_key=="1aadebc3e4c3s"].text':
      "Your skin looks rested and radiant: a good choice before a celebration dinner.",
    "features[0]": "Cleansing",
    "features[1]": "Enzyme peel",
    "features[2]": "Mask for your skin type",
    "features[3]": "Facial massage",
    "seo.title": "Radiant Skin — Sosnovy Bereg spa",
    "seo.description":
      "A treatment for a fresh, glowing complexion: cleansing, a peel, a mask and a massage.",
  },
  "spaProcedure-spa-with-mask": {
    title: "Alginate mask facial",
    summary: "A hydrating facial with an alginate seaweed mask.",
    'images[_key=="2da5f747ef0b"].alt': "An alginate mask in a bowl and a brush to apply it",
    "tags[0]": "60 minutes",
    'body[_key=="1d7e7bc2c9d8"].children[_key=="1d7e7bc2c9d8s"].text':
      "An alginate mask made from brown seaweed deeply hydrates and soothes the skin. It is preceded by cleansing and a light massage.",
    "seo.title": "Alginate mask facial — Sosnovy Bereg spa",
    "seo.description": "A hydrating facial with an alginate seaweed mask.",
  },
  "spaProcedure-spa-body-scrub": {
    title: "Body scrub",
    summary: "A sea salt and oil scrub for smooth skin.",
    'images[_key=="6bd693119ff8"].alt': "A jar of sea salt scrub and a wooden spoon",
    "tags[0]": "15 minutes",
    'body[_key=="95bfddf7d14e"].children[_key=="95bfddf7d14es"].text':
      "A scrub with sea salt and plant oils renews the skin and prepares it for a body wrap or a massage.",
    "seo.title": "Body scrub — Sosnovy Bereg spa",
    "seo.description": "A sea salt and oil scrub for smooth skin.",
  },
  "spaProcedure-hand-and-foot-care": {
    title: "Hand and foot care",
    summary: "A soak, a peel, a mask and a massage for hands and feet.",
    'images[_key=="03bf8801e483"].alt': "A hand bath with petals and a towel",
    "tags[0]": "45 minutes",
    'body[_key=="97396d5090a3"].children[_key=="97396d5090a3s"].text':
      "A fragrant soak, a gentle peel, a nourishing mask and a massage: your hands and feet will thank you after long walks and the cold sea wind.",
    "features[0]": "Soak",
    "features[1]": "Peel",
    "features[2]": "Nourishing mask",
    "features[3]": "Massage",
    "seo.title": "Hand and foot care — Sosnovy Bereg spa",
    "seo.description": "A soak, a peel, a mask and a massage for hands and feet.",
  },
  "spaProcedure-kannabis": {
    title: "Hemp seed oil body wrap",
    summary: "A nourishing body wrap with hemp seed oil for dry skin.",
    'images[_key=="4583bd603cbf"].alt': "Hemp seed oil in a glass bottle and green leaves",
    "tags[0]": "70 minutes",
    'body[_key=="25c46e13eb39"].children[_key=="25c46e13eb39s"].text':
      "Hemp seed oil is rich in omega fatty acids: it nourishes and softens the skin and soothes dryness after sun and wind.",
    'body[_key=="d92552488937"].children[_key=="d92552488937s"].text':
      "The treatment begins with a light scrub, followed by the wrap and a rest in a warm cocoon.",
    "features[0]": "Scrub",
    "features[1]": "Body wrap",
    "features[2]": "Rest in a warm cocoon",
    "seo.title": "Hemp seed oil body wrap — Sosnovy Bereg spa",
    "seo.description": "A nourishing body wrap with hemp seed oil for dry skin.",
  },
  "spaProcedure-laminariya": {
    title: "Kelp body wrap",
    summary: "A detox body wrap with finely ground kelp.",
    'images[_key=="f55ca59e3b9d"].alt': "Ground kelp in a ceramic bowl",
    "tags[0]": "70 minutes",
    'body[_key=="5e4ea4f5cd34"].children[_key=="5e4ea4f5cd34s"].text':
      "Ground kelp saturates the skin with minerals and iodine, draws out excess fluid and restores tone.",
    'body[_key=="798328b28a55"].children[_key=="798328b28a55s"].text':
      "After the wrap: a warm shower and a moisturising body lotion.",
    "seo.title": "Kelp body wrap — Sosnovy Bereg spa",
    "seo.description": "A detox body wrap with finely ground kelp.",
  },
  "spaProcedure-spa-free-teas": {
    title: "“Three Teas” body wrap",
    summary: "An antioxidant body wrap with green, white and red tea.",
    'images[_key=="c1b154a0477a"].alt': "Three bowls of green, white and red tea",
    "tags[0]": "70 minutes",
    'body[_key=="349abcdacff1"].children[_key=="349abcdacff1s"].text':
      "A blend of green, white and red tea protects the skin and leaves it feeling fresh. The herbal scent fills the room and calms the mind.",
    "seo.title": "“Three Teas” body wrap — Sosnovy Bereg spa",
    "seo.description": "An antioxidant body wrap with green, white and red tea.",
  },
  "spaProcedure-calcium-wrap": {
    title: "Calcium body wrap",
    summary: "A firming body wrap with calcium and sea minerals.",
    'images[_key=="66e45aee3d56"].alt': "A white mineral paste for a body wrap in a bowl",
    "tags[0]": "70 minutes",
    'body[_key=="d6d06f88b5be"].children[_key=="d6d06f88b5bes"].text':
      "A body wrap with calcium and sea minerals strengthens the skin and makes it firmer. Suitable for tired skin that has lost its tone.",
    "seo.title": "Calcium body wrap — Sosnovy Bereg spa",
    "seo.description": "A firming body wrap with calcium and sea minerals.",
  },
  "spaProcedure-magnesium-wrap": {
    title: "Magnesium body wrap",
    summary: "A relaxing body wrap with magnesium for a sound sleep.",
    'images[_key=="9efcf53833dc"].alt': "Magnesium salt crystals and a towel",
    "tags[0]": "70 minutes",
    'body[_key=="64c0b2088bd9"].children[_key=="64c0b2088bd9s"].text':
      "Magnesium relaxes the muscles and the nervous system. The best time for this treatment is the evening: you’ll sleep especially well afterwards.",
    "seo.title": "Magnesium body wrap — Sosnovy Bereg spa",
    "seo.description": "A relaxing body wrap with magnesium for a sound sleep.",
  },
  "spaProcedure-dlya-malenkikh-gostey": {
    title: "Massage for young guests",
    summary: "A gentle massage for children aged 3 to 12.",
    'images[_key=="61f5ae403e99"].alt': "A children’s massage table with a soft blanket and a toy",
    "tags[0]": "30 minutes",
    "tags[1]": "Ages 3 to 12",
    'body[_key=="19e6ea3ff9d1"].children[_key=="19e6ea3ff9d1s"].text':
      "A light, playful massage for children aged 3 to 12, with a mild children’s oil. Parents are welcome to stay in the room.",
    "seo.title": "Massage for young guests — Sosnovy Bereg spa",
    "seo.description": "A gentle massage for children aged 3 to 12.",
  },
  "spaProcedure-romanticheskaya-vstrecha": {
    title: "Romantic Date",
    summary: "A programme for two: a couples massage, a petal bath and sparkling wine in a private spa area.",
    'images[_key=="db1abf03faed"].alt': "Two bowls of rose petals and candles in a private spa area",
    "tags[0]": "120 minutes",
    "tags[1]": "For two",
    'body[_key=="fd6857f11466"].children[_key=="fd6857f11466s"].text':
      "Two hours just for the two of you: a scrub, a couples massage with fragrant oil, a petal bath, and sparkling wine with fruit in a private area.",
    'body[_key=="3556a2a55db9"].children[_key=="3556a2a55db9s"].text':
      "The programme takes place in separate sessions: on weekdays from 10:00 to 16:00 or daily from 22:30 to 00:30, when the spa is closed to other guests.",
    "features[0]": "Scrub",
    "features[1]": "Couples massage",
    "features[2]": "Petal bath",
    "features[3]": "Sparkling wine and fruit",
    'hours[_key=="2971ee4ec22e"].label': "Weekdays",
    'hours[_key=="2971ee4ec22e"].note': "Premium programmes",
    'hours[_key=="285f9125824b"].label': "Daily",
    'hours[_key=="285f9125824b"].note': "Premium programmes",
    "seo.title": "Romantic Date — Sosnovy Bereg spa",
    "seo.description":
      "A programme for two: a couples massage, a petal bath and sparkling wine in a private spa area.",
  },
  "spaProcedure-listovaya-laminariya": {
    title: "Leaf Kelp",
    summary: "A premium body wrap with whole kelp leaves, plus a massage.",
    'images[_key=="fd14726feab2"].alt': "Kelp leaves on a wooden board",
    "tags[0]": "120 minutes",
    "tags[1]": "Detox",
    'body[_key=="a802ffc091e8"].children[_key=="a802ffc091e8s"].text':
      "Whole leaves of Baltic kelp are wrapped around the body, giving the skin minerals and iodine. This is followed by a full body massage and a rest in the relaxation area.",
    'body[_key=="a4343da152d7"].children[_key=="a4343da152d7s"].text':
      "The programme takes place in separate sessions: on weekdays from 10:00 to 16:00 or daily from 22:30 to 00:30.",
    "features[0]": "Scrub",
    "features[1]": "Whole kelp leaf wrap",
    "features[2]": "Full body massage",
    "features[3]": "Rest with herbal tea",
    'hours[_key=="0a84bf316d60"].label': "Weekdays",
    'hours[_key=="0a84bf316d60"].note': "Premium programmes",
    'hours[_key=="09f64d763fe8"].label': "Daily",
    'hours[_key=="09f64d763fe8"].note': "Premium programmes",
    "seo.title": "Leaf Kelp — Sosnovy Bereg spa",
    "seo.description": "A premium body wrap with whole kelp leaves, plus a massage.",
  },
  "spaProcedure-spa-for-pair": {
    title: "Spa for two",
    summary: "A foam programme for two: a foam massage, the sauna and a tea ceremony.",
    'images[_key=="c6ed590c30fd"].alt': "A foam massage on a warm marble table",
    "tags[0]": "120 minutes",
    "tags[1]": "For two",
    'body[_key=="24b8106d7dc5"].children[_key=="24b8106d7dc5s"].text':
      "A foam massage on warm marble, the sauna, the pool and a tea ceremony: two hours in the spa just for the two of you.",
    'body[_key=="d7dc68e5814c"].children[_key=="d7dc68e5814cs"].text':
      "The programme takes place in separate sessions: on weekdays from 10:00 to 16:00 or daily from 22:30 to 00:30.",
    "features[0]": "Foam massage",
    "features[1]": "Sauna and pool",
    "features[2]": "Tea ceremony",
    'hours[_key=="725b4153be7e"].label': "Weekdays",
    'hours[_key=="725b4153be7e"].note': "Premium programmes",
    'hours[_key=="49de4f9fb219"].label': "Daily",
    'hours[_key=="49de4f9fb219"].note': "Premium programmes",
    "seo.title": "Spa for two — Sosnovy Bereg spa",
    "seo.description": "A foam programme for two: a foam massage, the sauna and a tea ceremony.",
  },
  "spaProcedure-individual-spa": {
    title: "Private spa visit",
    summary: "The spa area just for your party: up to 4 people for 2 hours.",
    'images[_key=="b4b6ae118b4d"].alt': "The empty spa pool in soft light, ready for guests to arrive",
    "tags[0]": "120 minutes",
    "tags[1]": "Up to 4 people",
    'body[_key=="2ade2055005f"].children[_key=="2ade2055005fs"].text':
      "The pool, the sauna and the relaxation area just for you and your loved ones, up to four people. Tea, fruit, bathrobes and towels are included.",
    'body[_key=="6002d1ebcd67"].children[_key=="6002d1ebcd67s"].text':
      "We’ll arrange a convenient time with you by phone.",
    "features[0]": "Pool and sauna",
    "features[1]": "Up to 4 people",
    "features[2]": "Tea and fruit",
    "seo.title": "Private spa visit — Sosnovy Bereg spa",
    "seo.description": "The spa area just for your party: up to 4 people for 2 hours.",
  },
};
