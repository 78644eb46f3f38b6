/** English texts of scripts/seed-content/data/pages.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  aboutPage: {
    title: "About the hotel",
    'intro[_key=="42cb711a5991"].children[_key=="42cb711a5991s"].text':
      "Sosnovy Bereg is a design hotel in the centre of Svetlogorsk, right where the pine forest begins. We opened in August 2021 and have since welcomed guests who value quiet, nature and attention to detail.",
    'intro[_key=="4145d9ccfed6"].children[_key=="4145d9ccfed6s"].text':
      "The hotel’s architecture carries on the landscape: pale wood, glass and stone, with plenty of air and light. Inside are 44 rooms in six categories, a progressive-cuisine restaurant with a charcoal oven, a bar, a spa, a gym and a conference hall.",
    'images[_key=="b693a0e8cbd9"].alt': "The hotel among the pines, seen from a forest path",
    'images[_key=="a603f1537276"].alt': "The lobby interior: wood, linen and panoramic windows",
    'stats[_key=="30a1350fbe46"].value': "44",
    'stats[_key=="30a1350fbe46"].label': "rooms",
    'stats[_key=="58dc6556140d"].value': "Restaurant",
    'stats[_key=="58dc6556140d"].label': "and bar",
    'stats[_key=="f2d6f5fe991d"].value': "Spa",
    'stats[_key=="f2d6f5fe991d"].label': "centre",
    'stats[_key=="9e457f696f87"].value': "Conference",
    'stats[_key=="9e457f696f87"].label': "hall",
    brandTitle: "Our brand story",
    'brandStory[_key=="2e73627645eb"].children[_key=="2e73627645ebs"].text':
      "The hotel is part of the Bereg Collection, a group of design hotels in some of the most beautiful natural settings. Each hotel in the collection is built around its own landscape: ours is pines and the sea.",
    'brandStory[_key=="976c87a91305"].children[_key=="976c87a91305s"].text':
      "The brand brings together shared service standards, cooking based on local produce and architecture that complements nature rather than competing with it.",
    "brandImage.alt": "The Bereg Collection emblem on the lobby wall",
    galleryTitle: "Photo gallery",
    tourTitle: "3D tour of the hotel",
    "tourImage.alt": "A panorama of the hotel lobby for the 3D tour",
    "seo.title": "About the hotel",
    "seo.description":
      "Sosnovy Bereg, a design hotel in Svetlogorsk: opened in August 2021, with 44 rooms, a restaurant and bar, a spa and a conference hall.",
  },
  brandPage: {
    title: "Brand & franchise",
    chainName: "Bereg Collection",
    'intro[_key=="0acf58a30d73"].children[_key=="0acf58a30d73s"].text':
      "Sosnovy Bereg is part of the Bereg Collection of design hotels. We invite owners of land and hotels in beautiful natural settings to open a hotel under our brand.",
    'intro[_key=="edeb2ef18e59"].children[_key=="edeb2ef18e59s"].text':
      "A franchise means a proven concept, a team that has already opened a hotel, and guests who keep coming back.",
    'images[_key=="ccb8a6cb170d"].alt': "A Bereg Collection design hotel among the pines",
    featuresTitle: "What our partners receive",
    'features[_key=="bbe9607d430d"].title': "A recognised brand",
    'features[_key=="bbe9607d430d"].text':
      "A collection name known to guests who choose design hotels in natural settings.",
    'features[_key=="c76d9abdf59b"].title': "Architectural concept",
    'features[_key=="c76d9abdf59b"].text':
      "A design for the building and grounds that fits the landscape of your site.",
    'features[_key=="381165309155"].title': "Interior design",
    'features[_key=="381165309155"].text': "Interiors in natural materials, to the collection’s standards.",
    'features[_key=="f2092f4db80a"].title': "Service standards",
    'features[_key=="f2092f4db80a"].text':
      "A standards manual and service scenarios for every stage of a guest’s stay.",
    'features[_key=="7fb2e77697cf"].title': "Team training",
    'features[_key=="7fb2e77697cf"].text':
      "Staff recruitment and training, with placements at the group’s existing hotels.",
    'features[_key=="d624613287ba"].title': "Booking system",
    'features[_key=="d624613287ba"].text':
      "Website, online booking and pricing management on a single platform.",
    'features[_key=="46db561cef19"].title': "Marketing",
    'features[_key=="46db561cef19"].text':
      "Promotion through the group’s channels, plus work with reviews and partners.",
    'features[_key=="2447b74d2aa5"].title': "Restaurant concept",
    'features[_key=="2447b74d2aa5"].text':
      "Progressive cuisine based on local produce, with a charcoal oven.",
    'features[_key=="9b0dbcaee435"].title': "Spa concept",
    'features[_key=="9b0dbcaee435"].text': "Treatment protocols and premium programmes for the spa.",
    'features[_key=="75c7094ec9e0"].title': "Opening support",
    'features[_key=="75c7094ec9e0"].text': "Guidance for your project from construction to the first guests.",
    'features[_key=="de7641dc0c58"].title': "Loyalty programme",
    'features[_key=="de7641dc0c58"].text':
      "Shared benefits for regular guests at every hotel in the collection.",
    ratingLabel: "Guest rating",
    ctaLabel: "Send an enquiry",
    "seo.title": "Brand & franchise",
    "seo.description":
      "A franchise with the Bereg Collection of design hotels: concept, design, service standards and support with your opening.",
  },
  contactsPage: {
    title: "Contact & location",
    intro:
      "We’re in the centre of Svetlogorsk, right where the pine forest begins. Call or write to us, and we’ll help with your booking and your journey.",
    routesTitle: "Getting here",
    'routes[_key=="39ba4ac007ba"].title': "Transfer",
    'routes[_key=="39ba4ac007ba"].text':
      "We’ll meet you at Khrabrovo Airport and drive you to the hotel. You can add a transfer when you book your room or order one separately; prices are on the transfer page.",
    'routes[_key=="39ba4ac007ba"].buttonLabel': "Order a transfer",
    'routes[_key=="d44d47ec7f15"].title': "Taxi",
    'routes[_key=="d44d47ec7f15"].text':
      "A taxi from Khrabrovo Airport to the hotel takes about 40 minutes. Give the driver the hotel’s address, or call us and we’ll book a car for you.",
    'routes[_key=="d44d47ec7f15"].buttonLabel': "Call a taxi",
    centreDistanceText: "500 m from the town centre, about a 6-minute walk",
    attractionsTitle: "Nearby",
    'attractions[_key=="a67f1e671796"].title': "Svetlogorsk Promenade",
    'attractions[_key=="a67f1e671796"].distance': "10 minutes on foot",
    'attractions[_key=="a67f1e671796"].text':
      "A seafront promenade along the Baltic, with sunset views and a sundial.",
    'attractions[_key=="a67f1e671796"].image.alt': "The Svetlogorsk promenade along the sea",
    'attractions[_key=="3bfe3d441ab1"].title': "Pine forest",
    'attractions[_key=="3bfe3d441ab1"].distance': "just behind the hotel",
    'attractions[_key=="3bfe3d441ab1"].text':
      "Paths under the pines start at the hotel gates, for morning runs and long walks.",
    'attractions[_key=="3bfe3d441ab1"].image.alt': "A path in the pine forest behind the hotel",
    'attractions[_key=="469ce83f0659"].title': "Curonian Spit",
    'attractions[_key=="469ce83f0659"].distance': "about an hour by car",
    'attractions[_key=="469ce83f0659"].text':
      "A national park and UNESCO World Heritage Site: tall dunes, the Dancing Forest and birdwatching trails.",
    'attractions[_key=="469ce83f0659"].image.alt': "The dunes of the Curonian Spit above the lagoon",
    'attractions[_key=="e496a0028eb8"].title': "Zelenogradsk",
    'attractions[_key=="e496a0028eb8"].distance': "about 40 minutes by car",
    'attractions[_key=="e496a0028eb8"].text':
      "A resort town with a long promenade, red-tiled roofs and its famous cats.",
    'attractions[_key=="e496a0028eb8"].image.alt': "The Zelenogradsk promenade",
    "seo.title": "Contact & location",
    "seo.description":
      "How to get to Sosnovy Bereg, a design hotel in Svetlogorsk: transfers from Khrabrovo Airport, taxis, a map and what to see nearby.",
  },
  hotelRules: {
    checkInOutNote: "Check-in from 14:00, check-out until 12:00",
    'earlyCheckIn[_key=="1b28e1079788"].label': "charged as a full night",
    'earlyCheckIn[_key=="3e9685a1a9c5"].label': "50% of the nightly rate",
    'lateCheckOut[_key=="b4828e1612b6"].label': "50% of the nightly rate",
    'lateCheckOut[_key=="4f8b5cb22ba6"].label': "charged as an extra night",
    capacityNote: "one more child under 7 can stay without a bed of their own",
    bedNote: "Super-king beds, 2 × 2.1 m",
    parkingNote: "Parking at the hotel: ₽2,000 a day",
    petsNote: "One dog weighing up to 5 kg is welcome in rooms up to and including the Superior category.",
    "otherRules[0]": "Children are guests under 14.",
    "otherRules[1]":
      "Smoking is not allowed in the rooms or on the hotel grounds, except in designated areas.",
  },
  "page-rooms": {
    title: "All rooms",
    intro:
      "44 rooms in six categories, from a bright Deluxe for two to a villa of its own under the pines. Every room has a super-king bed, 2 × 2.1 m.",
    "seo.title": "Rooms and rates",
    "seo.description":
      "Rooms at the Sosnovy Bereg design hotel: Deluxe, Family Deluxe, Superior, Suite, Executive Suite and Villa.",
  },
  "page-services": {
    title: "Services",
    intro: "What’s included in your stay, and what you can add to it.",
    "seo.title": "Hotel services",
    "seo.description":
      "Spa, gym, e-scooter hire, transfers, a car with a driver and a conference hall at Sosnovy Bereg.",
  },
  "page-offers": {
    title: "Special offers",
    intro: "Ideas for a Baltic getaway that we’ll arrange for you.",
    ctaLabel: "Send an enquiry",
    "seo.title": "Special offers",
    "seo.description":
      "A castle feast, breakfast on the Curonian Spit, car hire and a seaside getaway from Sosnovy Bereg.",
  },
  "page-restaurant": {
    title: "Restaurant",
    intro: "Cooking with produce from the Kaliningrad Region, a charcoal oven and a terrace under the pines.",
    "seo.title": "Restaurant",
    "seo.description":
      "Sosny, the progressive-cuisine restaurant at the Sosnovy Bereg design hotel: menu, bar and room service.",
  },
  "page-car": {
    title: "Car hire",
    intro: "Two Geely crossovers for trips along the coast. Need a driver? Book a car with a driver.",
    ctaLabel: "Send an enquiry",
    "seo.title": "Car hire",
    "seo.description":
      "Geely Coolray and Geely Atlas hire for Sosnovy Bereg guests: daily rates and specifications.",
  },
  "page-gallery": {
    title: "Photo gallery",
    intro: "The hotel, rooms, restaurant, spa and surroundings, in 11 sections.",
    "seo.title": "Photo gallery",
    "seo.description":
      "Photos of the Sosnovy Bereg design hotel: rooms, restaurant, spa, villa and the surroundings of Svetlogorsk.",
  },
  "page-reviews": {
    title: "Guest reviews",
    intro: "What our guests say about us, in words and on video.",
    "seo.title": "Guest reviews",
    "seo.description":
      "Reviews and video reviews from guests of Sosnovy Bereg, a design hotel in Svetlogorsk.",
  },
  "page-awards": {
    title: "Awards",
    intro: "Recognition from professionals and guests.",
    "seo.title": "Hotel awards",
    "seo.description":
      "Awards won by the Sosnovy Bereg design hotel: interior, spa, restaurant and guests’ choice.",
  },
  "page-faq": {
    title: "Questions & answers",
    intro: "Answers to common questions about staying with us. Can’t find yours? Give us a call.",
    "seo.title": "Questions & answers",
    "seo.description":
      "Check-in and check-out, children and pets, parking, spa and transfers: answers to common questions from Sosnovy Bereg guests.",
  },
  "page-booking": {
    title: "Booking",
    intro: "Choose your dates and guests, and we’ll show you available rooms and rates.",
    "seo.title": "Book a room",
    "seo.description": "Book a room at the Sosnovy Bereg design hotel online at the best rate.",
  },
  "page-booking-rate-plans": {
    title: "Available rooms",
    intro: "Choose a room and a rate for each room.",
    "seo.title": "Choose your room and rate",
    "seo.description": "Available rooms and rates at the Sosnovy Bereg design hotel for your dates.",
  },
  "page-booking-check": {
    title: "Check your booking",
    intro: "Enter your booking number and the e-mail or phone number you gave when booking.",
    "seo.title": "Check your booking",
    "seo.description": "Find your Sosnovy Bereg booking to change the dates or guests, or to cancel it.",
  },
  "page-error": {
    title: "Something went wrong",
    intro: "We couldn’t open this page: the link may be out of date or contain a mistake.",
    'body[_key=="bcbc85a01317"].children[_key=="bcbc85a01317s"].text':
      "Go back to the home page or start a new room search — everything worth seeing is still there.",
    ctaLabel: "Find a room",
    "seo.title": "Error",
    "seo.description": "Page not found.",
  },
  "page-documents-booking-rules": {
    title: "Online booking terms",
    intro: "How to book a room on the website, pay for it and cancel it.",
    'body[_key=="8ff820a6189f"].children[_key=="8ff820a6189fs"].text': "Booking",
    'body[_key=="98730fd56e6a"].children[_key=="98730fd56e6as"].text':
      "Choose your dates, guests, room and rate, then enter the details of the guest the booking is made for.",
    'body[_key=="b07d57c92d8f"].children[_key=="b07d57c92d8fs"].text':
      "The rooms are then held for you for the time shown on the payment page. If payment does not arrive within that time, the rooms go back on sale.",
    'body[_key=="b4706c94bcbb"].children[_key=="b4706c94bcbbs"].text':
      "The price of a booking is the price of the chosen rate for each night, plus any services and transfer you have chosen. The total is shown before you pay.",
    'body[_key=="d9f366fd6d27"].children[_key=="d9f366fd6d27s"].text': "Payment",
    'body[_key=="84b43110da4d"].children[_key=="84b43110da4ds"].text':
      "A booking is paid in full by bank card or via SBP (the Faster Payments System) on the payment provider’s page. You enter your card details there; the hotel neither receives nor stores them.",
    'body[_key=="753ed465a3ff"].children[_key=="753ed465a3ffs"].text':
      "A booking is confirmed once the payment provider reports that the payment has been made or that the bank is holding the funds. Your booking number and confirmation are sent by e-mail.",
    'body[_key=="169137516481"].children[_key=="169137516481s"].text': "Cancellations and changes",
    'body[_key=="b17b0343fff3"].children[_key=="b17b0343fff3s"].text':
      "“Flexible” rate: free cancellation until the deadline stated when you book (usually 48 hours before arrival, hotel time). After that deadline, payment is non-refundable.",
    'body[_key=="3ae0f8bc3b55"].children[_key=="3ae0f8bc3b55s"].text':
      "“Non-refundable” rate: payment is not refunded on cancellation.",
    'body[_key=="9ecfd014cb91"].children[_key=="9ecfd014cb91s"].text':
      "You can change the dates or guests, or cancel a booking, under “Check your booking” or by calling the hotel. Refunds go back to the card used to pay for the booking; how long they take to arrive depends on your bank.",
    'body[_key=="42e2f64954d2"].children[_key=="42e2f64954d2s"].text': "Check-in and check-out",
    'body[_key=="2653a6224ba6"].children[_key=="2653a6224ba6s"].text':
      "Check-in from 14:00, check-out until 12:00, hotel time (Kaliningrad). Early check-in and late check-out are subject to availability and an extra charge.",
    'body[_key=="72380a2327dc"].children[_key=="72380a2327dcs"].text':
      "At check-in, we need a passport or other identity document for every adult guest and a birth certificate for every child.",
    "seo.title": "Online booking terms",
    "seo.description":
      "Online booking terms of the Sosnovy Bereg design hotel: payment, holding rooms, cancellation by rate, check-in and check-out.",
  },
  "page-documents-personal-data": {
    title: "Consent to the processing of personal data",
    intro:
      "By submitting data on this website, you consent to the hotel processing it under Federal Law No. 152-FZ of 27 July 2006 “On Personal Data”.",
    'body[_key=="e8f019b0dfb9"].children[_key=="e8f019b0dfb9s"].text': "Who processes the data",
    'body[_key=="88d611923f9d"].children[_key=="88d611923f9ds"].text':
      "The operator (data controller) is the Sosnovy Bereg hotel. The hotel’s address, phone number and e-mail are on the “Contact” page.",
    'body[_key=="bf7276cb7b15"].children[_key=="bf7276cb7b15s"].text': "What data",
    'body[_key=="6d667d2de739"].children[_key=="6d667d2de739s"].text':
      "Surname, first name and patronymic, phone number, e-mail.",
    'body[_key=="159d50f4058d"].children[_key=="159d50f4058ds"].text':
      "Dates of stay, guests in your party, chosen rooms and services, comments and requests, and flight details for transfers.",
    'body[_key=="9ae8d2f5b131"].children[_key=="9ae8d2f5b131s"].text': "Why",
    'body[_key=="b09c42ad404d"].children[_key=="b09c42ad404ds"].text':
      "To make and fulfil your booking, contact you about it and send you a confirmation.",
    'body[_key=="690a1c4a1837"].children[_key=="690a1c4a1837s"].text':
      "To meet legal requirements for checking in and registering guests.",
    'body[_key=="86ee2b04524a"].children[_key=="86ee2b04524as"].text': "What we do with the data",
    'body[_key=="feb29ebe2ba4"].children[_key=="feb29ebe2ba4s"].text':
      "Collection, recording, organisation, accumulation, storage, updating, use, transfer to the payment provider to pay for a booking, anonymisation, blocking, deletion and destruction, with or without automated means.",
    'body[_key=="ca137cf0d6f4"].children[_key=="ca137cf0d6f4s"].text': "Term and withdrawal of consent",
    'body[_key=="2abe478379fe"].children[_key=="2abe478379fes"].text':
      "Consent remains valid until the purposes of processing are achieved or until it is withdrawn.",
    'body[_key=="81e75ad85887"].children[_key=="81e75ad85887s"].text':
      "You can withdraw your consent by writing to the hotel’s e-mail. Once it is withdrawn, we stop processing your data, except where the law requires us to keep it.",
    "seo.title": "Consent to the processing of personal data",
    "seo.description":
      "A guest’s consent to Sosnovy Bereg processing their personal data under Federal Law No. 152-FZ: what data, why, for how long and how to withdraw consent.",
  },
  "page-documents-privacy": {
    title: "Privacy policy",
    intro: "What guest data the hotel keeps, why, who it is shared with and how it is protected.",
    'body[_key=="a7234a0925e9"].children[_key=="a7234a0925e9s"].text': "What data we receive",
    'body[_key=="c9c62d72bde2"].children[_key=="c9c62d72bde2s"].text':
      "What you give us when you book or send an enquiry: your name, contact details, dates, guests and requests.",
    'body[_key=="523a572c6a73"].children[_key=="523a572c6a73s"].text':
      "Technical data about requests, such as your IP address, to protect the website from abuse.",
    'body[_key=="b6a0d2be3783"].children[_key=="b6a0d2be3783s"].text':
      "A draft booking (dates, guests, chosen rooms) is kept in your browser until you clear it; it reaches our server only when you book.",
    'body[_key=="7bf3e7c91f1a"].children[_key=="7bf3e7c91f1as"].text': "Who we share data with",
    'body[_key=="9dc21f0acd41"].children[_key=="9dc21f0acd41s"].text':
      "The payment provider: only what is needed to pay for your booking. You enter your bank card details on its page; the hotel does not receive them.",
    'body[_key=="9eb490f5d5c9"].children[_key=="9eb490f5d5c9s"].text':
      "The e-mail service: to send you messages about your booking.",
    'body[_key=="d254d53c59d9"].children[_key=="d254d53c59d9s"].text':
      "Government authorities: only when the law requires it.",
    'body[_key=="e689affe5fce"].children[_key=="e689affe5fces"].text':
      "We do not sell guest data or share it for advertising.",
    'body[_key=="d3915861436c"].children[_key=="d3915861436cs"].text': "How we protect it",
    'body[_key=="1d29ecc5d735"].children[_key=="1d29ecc5d735s"].text':
      "The website uses a secure connection, and only staff who need guest data for their work have access to it.",
    'body[_key=="3898f46cda2b"].children[_key=="3898f46cda2bs"].text': "Your rights",
    'body[_key=="934d9cc8a571"].children[_key=="934d9cc8a571s"].text':
      "You can find out what data of yours we hold, correct or delete it, and withdraw your consent to its processing: write to the hotel’s e-mail. If you believe we are violating your rights, you can complain to Roskomnadzor, the Russian data protection authority.",
    "seo.title": "Privacy policy",
    "seo.description":
      "Privacy policy of the Sosnovy Bereg design hotel: what data we keep, who we share it with and how we protect it.",
  },
};
