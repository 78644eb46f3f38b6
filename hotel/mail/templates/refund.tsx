/** To the guest when money comes back outside a change or cancellation (a payment that came too late). */
import type { MailBooking, MailHotel, RefundWhy } from "../data";
import { wordsFor, type MailWords } from "../format";
import { Frame, Paragraph, Title } from "./parts";

export function refundSubject(booking: MailBooking): string {
  return wordsFor(booking).t("refund.subject", { reference: booking.reference });
}

/** Why, in the e-mail's language; an e-mail stored before it carried `why` says its Russian `reason`. */
function reasonText(words: MailWords, reason: string, why: RefundWhy | undefined): string {
  if (!why) return reason;
  return why.code === "duplicate"
    ? words.t("refund.reason.duplicate", { twin: why.twin })
    : words.t(`refund.reason.${why.code}`);
}

export function Refund(props: {
  booking: MailBooking;
  amount: number;
  reason: string;
  why?: RefundWhy | undefined;
  hotel: MailHotel;
}) {
  const { booking, amount, hotel } = props;
  const words = wordsFor(booking);
  const { t } = words;
  return (
    <Frame
      hotel={hotel}
      words={words}
      testPayment={booking.testPayment}
      preview={t("refund.preview", { amount: words.money(amount) })}
    >
      <Title>{t("refund.heading")}</Title>
      <Paragraph>
        {t("refund.body", {
          name: booking.firstName,
          amount: words.money(amount),
          reference: booking.reference,
          reason: reasonText(words, props.reason, props.why),
        })}
      </Paragraph>
      <Paragraph>{t("refund.help", { phone: hotel.phone })}</Paragraph>
    </Frame>
  );
}
