/**
 * To the hotel's own address when a guest sends the site's «Оставить заявку» form: who asks, how to
 * reach them, from which page and what they wrote. Replying to the e-mail answers the guest.
 */
import { Link } from "@react-email/link";
import type { MailGuestRequest, MailHotel } from "../data";
import { formatPhone } from "../../../rules";
import { hotelDateTime } from "../format";
import { Frame, Paragraph, Title } from "./parts";

export function hotelGuestRequestSubject(request: MailGuestRequest): string {
  return `Заявка с сайта: ${request.fullName}`;
}

/** The page as a link on the site, or «—» when the form did not say where it was sent from. */
function SourcePage(props: { source: string; hotel: MailHotel }) {
  if (!props.source.startsWith("/")) return <>{props.source || "—"}</>;
  return <Link href={new URL(props.source, props.hotel.siteUrl).toString()}>{props.source}</Link>;
}

export function HotelGuestRequest(props: { request: MailGuestRequest; hotel: MailHotel }) {
  const { request, hotel } = props;
  return (
    <Frame hotel={hotel} preview={`${request.fullName}, ${formatPhone(request.phone)}`}>
      <Title>Заявка с сайта</Title>
      <Paragraph>
        Гость: {request.fullName}
        <br />
        Телефон: {formatPhone(request.phone)}
        <br />
        E-mail: <Link href={`mailto:${request.email}`}>{request.email}</Link>
        <br />
        Страница: <SourcePage source={request.source} hotel={hotel} />
        <br />
        Отправлена: {hotelDateTime(request.sentAt)} (время отеля)
      </Paragraph>
      <Paragraph>Комментарий: {request.comment || "без комментария"}</Paragraph>
      <Paragraph>
        Гость дал согласие на обработку персональных данных. Ответ на это письмо уйдёт гостю.
      </Paragraph>
    </Frame>
  );
}
