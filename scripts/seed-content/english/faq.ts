/** English texts of scripts/seed-content/data/faq.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "faqItem-1": {
    question: "What are the check-in and check-out times?",
    answer:
      "Check-in is from 14:00 and check-out is until 12:00. You can tell us your arrival and departure times when you book.",
  },
  "faqItem-2": {
    question: "Can I check in early or check out late?",
    answer:
      "Yes, if the room is available. Early check-in from 00:00 to 09:00 is charged as a full night, and from 09:00 to 14:00 at 50% of the nightly rate. Late check-out from 14:00 to 18:00 is charged at 50% of the nightly rate, and after 18:00 as an extra night.",
  },
  "faqItem-3": {
    question: "How many guests can stay in a room?",
    answer:
      "Up to 2 guests in a Deluxe room, and up to 3 in all other categories. In addition, one child under 7 can stay without a bed of their own.",
  },
  "faqItem-4": {
    question: "Can I bring my dog?",
    answer:
      "Yes: one dog weighing up to 5 kg, in the Deluxe, Family Deluxe and Superior categories. Please let us know when you book.",
  },
  "faqItem-5": {
    question: "Is there parking?",
    answer: "Yes, parking at the hotel costs ₽2,000 a day.",
  },
  "faqItem-6": {
    question: "What’s included in the stay?",
    answer: "Buffet breakfast (in both rates), spa access, the gym and e-scooter hire.",
  },
  "faqItem-7": {
    question: "When is the spa open?",
    answer:
      "On weekdays from 17:00 to 22:00, and at weekends and on public holidays from 10:00 to 22:00. Premium programmes take place on weekdays from 10:00 to 16:00 or daily from 22:30 to 00:30.",
  },
  "faqItem-8": {
    question: "How do I get here from the airport?",
    answer:
      "Book a transfer from Khrabrovo Airport when you book your room, or separately; prices are on the transfer page. The driver will meet you with a name sign.",
  },
  "faqItem-9": {
    question: "Can I cancel my booking?",
    answer:
      "With the “Flexible, breakfast included” rate, yes, free of charge up to 48 hours before arrival. The “Non-refundable, breakfast included” rate is cheaper, but payment is not refunded if you cancel.",
  },
};
