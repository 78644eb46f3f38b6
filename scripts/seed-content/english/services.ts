/** English texts of scripts/seed-content/data/services.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "service-spa-visit": {
    title: "Spa access",
    summary: "Pool, sauna and relaxation area: open to all hotel guests at no extra charge.",
    'images[_key=="e2b5c0fcd33d"].alt': "The spa pool in soft evening light",
    'images[_key=="0c6b714a1b2b"].alt': "The spa relaxation area: loungers, blankets and a tea table",
    "tags[0]": "Included in your stay",
    "tags[1]": "Pool",
    "tags[2]": "Sauna",
    'body[_key=="d7a89fe4b6fd"].children[_key=="d7a89fe4b6fds"].text':
      "Spa access is included in the price of your stay. The pool, the sauna and a quiet relaxation area with herbal tea await you after a walk in the forest or a day by the sea.",
    'body[_key=="449998f4198c"].children[_key=="449998f4198cs"].text':
      "Bathrobes, towels and slippers are provided on site. If you’d like more, choose a treatment or a premium programme: a massage, a body wrap or a facial.",
    "features[0]": "Pool",
    "features[1]": "Sauna",
    "features[2]": "Relaxation area",
    "features[3]": "Herbal tea",
    "features[4]": "Bathrobes and towels",
    "rules[0]": "The spa is open to guests staying at the hotel.",
    "rules[1]": "Children visit the spa with an adult.",
    "rules[2]": "Treatments and premium programmes are paid separately.",
    'hours[_key=="5f352e1d4b42"].label': "Weekdays",
    'hours[_key=="9de1b0dcb2e9"].label': "Weekends and public holidays",
    "seo.title": "Spa access — included in your stay",
    "seo.description":
      "Pool, sauna and relaxation area for Sosnovy Bereg guests: weekdays 17:00–22:00, weekends and public holidays 10:00–22:00.",
  },
  "service-e-scooter": {
    title: "E-scooter hire",
    summary: "Free e-scooters for exploring Svetlogorsk and the coast.",
    'images[_key=="ffc4c4d6060a"].alt': "E-scooters at the hotel entrance against a backdrop of pines",
    "tags[0]": "For hotel guests",
    "tags[1]": "Helmet included",
    'body[_key=="53c84e315190"].children[_key=="53c84e315190s"].text':
      "Pick up an e-scooter at reception and head for the sea, the promenade or the forest paths: hire is free for hotel guests.",
    'body[_key=="8e594f7c3050"].children[_key=="8e594f7c3050s"].text':
      "One charge lasts a whole day of rides, and Svetlogorsk’s steep little streets are no problem for a scooter.",
    "features[0]": "A scooter for the whole day",
    "features[1]": "Charging at the hotel",
    "features[2]": "Collection at reception",
    "rules[0]": "Scooters are issued at reception on presentation of the guest’s passport.",
    "rules[1]": "Please follow the traffic rules and do not ride onto the beach.",
    'facts[_key=="3a06e1c696b7"].label': "Price",
    'facts[_key=="3a06e1c696b7"].value': "Free",
    'facts[_key=="ecfda49487ac"].label': "Range",
    'facts[_key=="ecfda49487ac"].value': "up to 65 km",
    'facts[_key=="f614eee64a57"].label': "Climbing",
    'facts[_key=="f614eee64a57"].value': "up to 20°",
    "seo.title": "E-scooter hire — free for guests",
    "seo.description":
      "Free e-scooters for Sosnovy Bereg guests: rides around Svetlogorsk and along the coast.",
  },
  "service-fitness-room": {
    title: "Gym",
    summary: "Cardio machines, free weights and a stretching area, open daily from 07:00 to 22:00.",
    'images[_key=="cf824996e159"].alt': "The gym with treadmills by windows onto the pine forest",
    "tags[0]": "Included in your stay",
    "tags[1]": "07:00–22:00",
    'body[_key=="7135e5d34df9"].children[_key=="7135e5d34df9s"].text':
      "The gym is open every day from 07:00 to 22:00. The treadmills stand by panoramic windows, and running with a view of the pines is so much more pleasant.",
    'body[_key=="53cddd4309ea"].children[_key=="53cddd4309eas"].text':
      "For strength training there are free weights and a functional training area; for yoga and stretching, mats, foam rollers and peace and quiet. Towels and water are provided in the gym.",
    "features[0]": "Cardio machines",
    "features[1]": "Free weights",
    "features[2]": "Stretching and yoga area",
    "features[3]": "Towels and water",
    'hours[_key=="3396dfbb4ac3"].label': "Daily",
    "seo.title": "Gym — included in your stay",
    "seo.description":
      "The Sosnovy Bereg gym: cardio, free weights and yoga. Open daily from 07:00 to 22:00, free for guests.",
  },
  "service-breakfast-buffet": {
    title: "Buffet breakfast",
    summary:
      "Every morning in the hotel restaurant: pastries from our own bakery, hot dishes and local farm produce.",
    'images[_key=="b60df4456b89"].alt': "A breakfast table: pastries, berries, cheeses and coffee",
    "tags[0]": "Included in the rate",
    "seo.title": "Buffet breakfast",
    "seo.description": "The buffet breakfast in the Sosnovy Bereg restaurant is included in both rates.",
  },
  "service-spa": {
    title: "Spa treatments",
    summary: "Massages, Baltic seaweed body wraps, facials and premium programmes.",
    'images[_key=="adfedf3c69ca"].alt': "A massage room: a table with warm towels and candles",
    'images[_key=="bdaa3ec488a1"].alt': "Bowls of seaweed and clay for body wraps",
    "tags[0]": "Massage",
    "tags[1]": "Body wraps",
    "tags[2]": "Facials",
    "tags[3]": "Programmes for two",
    'body[_key=="dbc9097bf48f"].children[_key=="dbc9097bf48fs"].text':
      "Choose your treatments on the spa menu tabs: we’ll show you the total and call you back to arrange a convenient time. Treatments take place during spa opening hours; premium programmes are held in separate sessions.",
    'body[_key=="ced7eea93a02"].children[_key=="ced7eea93a02s"].text':
      "Our therapists work with skincare based on Baltic seaweed, clay and essential oils. Before your treatment, tell your therapist how you feel, and they will choose the right intensity and products.",
    "features[0]": "Massages from 15 minutes",
    "features[1]": "Body wraps",
    "features[2]": "Facials",
    "features[3]": "Children’s massage",
    "features[4]": "Programmes for two",
    'hours[_key=="ddba3fdd8f60"].label': "Weekdays",
    'hours[_key=="36ab5dd1e6d2"].label': "Weekends and public holidays",
    'hours[_key=="38a9001a79dd"].label': "Weekdays",
    'hours[_key=="38a9001a79dd"].note': "Premium programmes",
    'hours[_key=="b701a8edeb52"].label': "Daily",
    'hours[_key=="b701a8edeb52"].note': "Premium programmes",
    "seo.title": "Spa treatments and premium programmes",
    "seo.description":
      "Massages, kelp body wraps, facials and programmes for two at the Sosnovy Bereg spa. Prices and durations.",
  },
  "service-transfer": {
    title: "Transfer",
    summary: "We’ll meet you at Khrabrovo Airport and drive you anywhere in the Kaliningrad Region.",
    'images[_key=="f6d0eb356eb5"].alt':
      "The hotel car at the entrance, with the driver opening the door for a guest",
    "tags[0]": "From the airport",
    "tags[1]": "Around the region",
    "tags[2]": "24 hours a day",
    'body[_key=="ec30030eee06"].children[_key=="ec30030eee06s"].text':
      "We’ll meet you at Khrabrovo Airport with a name sign and drive you to the hotel. You can add an airport transfer right when you book your room: its price is shown above and in the booking form.",
    'body[_key=="cbf5bbd5f961"].children[_key=="cbf5bbd5f961s"].text':
      "We’ll also take you anywhere in the region: to Kaliningrad, Zelenogradsk, the Curonian Spit or Baltiysk. Prices for each destination are in the table below; trips to the casino have a separate night rate.",
    "features[0]": "Meet and greet with a name sign",
    "features[1]": "Child seat on request",
    "features[2]": "Water in the car",
    "seo.title": "Airport transfers and trips around the region",
    "seo.description":
      "Transfers from Khrabrovo Airport when you book a room, and trips around the region: Kaliningrad, Zelenogradsk, the Curonian Spit.",
  },
  "service-chauffeurDrive": {
    title: "Car with a driver",
    summary: "A comfortable car with a driver, from ₽4,000 an hour, minimum 3 hours.",
    'images[_key=="f97b8c5aaa21"].alt': "A driver in a suit beside the car, against the pine forest",
    "tags[0]": "From 3 hours",
    "tags[1]": "Around the region",
    'body[_key=="78b0a12f2048"].children[_key=="78b0a12f2048s"].text':
      "The hotel’s driver will show you the coast at an easy pace: the Curonian Spit, Zelenogradsk, Yantarny, Baltiysk. We’ll plan the route together with you.",
    'body[_key=="12a51c1bcef1"].children[_key=="12a51c1bcef1s"].text':
      "A car with a driver is booked for at least 3 hours. Send an enquiry on the website or call us, and we’ll confirm the time and the car.",
    'prices[_key=="4ff0cb384176"].note': "minimum 3 hours",
    'facts[_key=="5f6c012ed158"].label': "Minimum booking",
    'facts[_key=="5f6c012ed158"].value': "3 hours",
    "seo.title": "Car with a driver",
    "seo.description":
      "Hire a car with a driver at Sosnovy Bereg: along the coast and around the region, from 3 hours.",
  },
  "service-car-hire": {
    title: "Car hire",
    summary: "Geely Coolray and Geely Atlas to drive yourself, from ₽5,000 an hour.",
    'images[_key=="01fba0178071"].alt': "A Geely crossover at the hotel entrance",
    "tags[0]": "Self-drive",
    "seo.title": "Car hire",
    "seo.description": "Self-drive Geely car hire for Sosnovy Bereg guests.",
  },
  "service-conference": {
    title: "Conference hall",
    summary: "A bright hall with daylight for conferences, training sessions and banquets.",
    'images[_key=="f9798e4002ad"].alt': "The conference hall in theatre-style seating, with a screen",
    'images[_key=="d432d5e5e95e"].alt': "The conference hall set for a banquet: round tables and candles",
    "tags[0]": "Daylight",
    "tags[1]": "Projector",
    "tags[2]": "Coffee breaks",
    'body[_key=="6b595eda7483"].children[_key=="6b595eda7483s"].text':
      "The bright hall with daylight suits conferences, strategy sessions, training sessions and celebration dinners.",
    'body[_key=="7b02d98a69b2"].children[_key=="7b02d98a69b2s"].text':
      "We’ll arrange the seating to suit your format; the number of seats for each layout is shown below. Coffee breaks and lunches are prepared by the hotel restaurant, and participants can stay in our rooms.",
    'body[_key=="0a7f8a67b592"].children[_key=="0a7f8a67b592s"].text':
      "Send an enquiry, and our manager will send you a quote and suggest dates.",
    "features[0]": "Projector and screen",
    "features[1]": "Sound system and wireless microphones",
    "features[2]": "Flip chart",
    "features[3]": "Fast Wi-Fi",
    "features[4]": "Daylight and blackout",
    "features[5]": "Coffee breaks from the restaurant",
    'seatingPlans[_key=="4d6211a8b87a"].title': "Theatre",
    'seatingPlans[_key=="6f00e50cb082"].title': "Classroom",
    'seatingPlans[_key=="19e14dbc711d"].title': "Banquet",
    'seatingPlans[_key=="b584cb187aa8"].title': "Hollow square",
    "seo.title": "Conference hall in Svetlogorsk",
    "seo.description":
      "A conference hall with daylight in Svetlogorsk: theatre, classroom, banquet or hollow-square seating. Coffee breaks and accommodation.",
  },
  "service-electro-car-charge": {
    title: "Electric car charging",
    summary: "A charging station for electric cars in the hotel car park.",
    'images[_key=="22b959258051"].alt': "An electric car charging station in the hotel car park",
    "tags[0]": "Hotel car park",
    'body[_key=="1cb48fefbe93"].children[_key=="1cb48fefbe93s"].text':
      "The hotel car park has a charging station for electric cars. Let us know when you book, and we’ll reserve a space by the station.",
    'body[_key=="c1e47f25505a"].children[_key=="c1e47f25505as"].text':
      "Please check charging prices and available times at reception. Parking is ₽2,000 a day.",
    "features[0]": "A space by the station on request",
    "features[1]": "Supervised parking",
    "seo.title": "Electric car charging",
    "seo.description":
      "A charging station for electric cars in the car park of the Sosnovy Bereg design hotel in Svetlogorsk.",
  },
};
