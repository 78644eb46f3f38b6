/** English texts of scripts/seed-content/data/reviews.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "review-anna": {
    author: "Anna",
    text: "We spent five days here in August and are already wondering when we can come back. The Deluxe room isn’t big, but it’s thought through down to the last detail: a huge bed, excellent pillows, total quiet. In the mornings we had coffee on the terrace and listened to the pines rustling. Special thanks to the reception team, who told us where to go on the Curonian Spit.",
    source: "Yandex Travel",
  },
  "review-dmitry": {
    author: "Dmitry",
    text: "We came as a family with our six-year-old son and stayed in the Family Deluxe. Our son didn’t need a bed of his own, and the cot was set up before we even arrived. At the spa, he fell in love with the pool and we fell in love with the hot stone massage. Breakfasts were varied, and the pastries are home-baked — delicious.",
  },
  "review-elena": {
    author: "Elena",
    text: "A beautiful hotel with great taste: wood, linen, lots of light. The restaurant is the best we tried in Svetlogorsk, especially the fish from the charcoal oven. A tip: if you’re coming by car, let them know in advance — it took a while to find us a parking space.",
  },
  "review-sergey": {
    author: "Sergey",
    text: "We held a strategy session for 40 people in the conference hall. The hall is bright, the equipment works, and the coffee breaks are up to the standard of a good restaurant. My colleagues stayed at the hotel and walked down to the sea in the evenings. I’d rate the organisation as excellent.",
  },
  "review-olga": {
    author: "Olga",
    text: "We saw in the New Year in the Suite. Having a living room and a bedroom is so convenient when it’s just the two of you, and the bath by the window is a treat in itself. The “Romantic Date” programme at the spa was the best present for my husband.",
  },
  "review-igor": {
    author: "Igor",
    text: "We took the e-scooters and rode the whole coast as far as Pionersky. The scooters are free, and the battery lasted the whole day. The transfer from Khrabrovo was there on time. Service without fuss or intrusiveness — just what you need.",
  },
  "review-marina": {
    author: "Marina",
    text: "My friends and I stayed in the Villa. A fireplace, a kitchen, our own terrace under the pines: it feels like your own home, but with breakfasts and a spa. We’ll definitely be back in the autumn.",
  },
  "review-pavel": {
    author: "Pavel",
    text: "It’s especially cosy here in winter: silence, snow on the pines, the pool in the evening. The room was warm, and the bed was excellent. I wish the spa opened a bit earlier on weekdays, but the staff went out of their way and offered us a private spa visit.",
  },
  "review-ksenia": {
    author: "Ksenia",
    text: "We went on the “Breakfast on the Curonian Spit” trip: sunrise over the lagoon, a blanket, hot coffee and croissants. It was magical. Thanks to the hotel team for the idea and the organisation.",
  },
  "videoReview-alexandra": {
    author: "Alexandra and Mikhail",
    text: "We spent a weekend here, just the two of us: pines, the sea and the cosiest room.",
    "logo.alt": "Avatar: Alexandra and Mikhail",
    "poster.alt": "A still from the video review: Alexandra and Mikhail",
  },
  "videoReview-family-ivanov": {
    author: "The Ivanov family",
    text: "We came with the children: the pool, walks in the forest and delicious breakfasts.",
    "logo.alt": "Avatar: the Ivanov family",
    "poster.alt": "A still from the video review: the Ivanov family",
  },
  "videoReview-victoria": {
    author: "Victoria",
    text: "The “Leaf Kelp” premium programme: two hours of complete peace.",
    "logo.alt": "Avatar: Victoria",
    "poster.alt": "A still from the video review: Victoria",
  },
};
