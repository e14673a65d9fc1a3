import type { Metadata } from "next";
import { NOT_FOUND_TITLE, NotFoundMessage } from "@/components/layout/not-found-message";

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false } };

/** A page of the main layout that calls notFound() (an unknown post, service or page number): the message in the layout. */
export default function MainNotFound() {
  return <NotFoundMessage />;
}
