import { BookingNotFound } from "@/components/booking/booking-not-found";

/** Unknown, malformed or expired booking links: answered with 404 and a friendly way forward. */
export default function BookingLinkNotFound() {
  return <BookingNotFound />;
}
