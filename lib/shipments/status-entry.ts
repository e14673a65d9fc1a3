import type { z } from "zod";
import type { EventStatus } from "./constants";

/** What the booking page and the e-mails say of one event: when it happened, its facts in words, a link. */
export type EventFacts = { when: string; details: string[]; link?: { text: string; href: string } };

/** The visitor e-mail's title and first line for one change. */
export type Headline = { title: string; intro: string };

/** A day an event's fields name; `reports` is what it says already happened (a plan has none). */
type NamedDay = { field: string; day: string; reports?: string };

/** A field of the event, or a field inside one of its object fields (`carrier.name`). */
type FieldPath<Shape> = (keyof Shape & string) | `${keyof Shape & string}.${string}`;

/**
 * One option of `npm run shipment:status`: `--<name> <arg>` fills `field`. `need` is how the usage shows it:
 * required, optional (in brackets), or one of its neighbouring "one-of" options (in parentheses).
 */
export type CliFlag<Shape = z.ZodRawShape> = {
  name: string;
  arg: string;
  field: FieldPath<Shape>;
  need: "required" | "optional" | "one-of";
};

/** What every status has: how the visitor reads it, what may follow it, and whether it is a step of the main road. */
export type StatusEntry = {
  label: string;
  /** The statuses an event may move it to; none ends the shipment. */
  next: readonly EventStatus[];
  /** Shown ahead on the booking page until reached, in the table's order. */
  mainRoad: boolean;
};

/** What an event's fields give once validated; a status with no fields has none to read. */
export type FieldsOf<Shape extends z.ZodRawShape> = keyof Shape extends never ? object : z.output<z.ZodObject<Shape>>;

/**
 * A status an event can say: the fields it carries and everything told, checked and typed from them. `F` is
 * what the fields' schema gives (the default); ./statuses.ts names it per status to type its table.
 */
export type EventEntry<Shape extends z.ZodRawShape, F = FieldsOf<Shape>> = StatusEntry & {
  /** Whether the visitor is e-mailed the change; sales' webhook hears of every applied change. */
  emailed: boolean;
  fields: Shape;
  /** The event in words on the booking page and in the e-mail; `day` is the day it happened (eventDay). */
  facts: (e: F, day: string) => EventFacts;
  /** The visitor e-mail's title and first line: `booking` is the lead number, `brand` the site's name. */
  headline: (e: F, told: { booking: string; facts: EventFacts; brand: string }) => Headline;
  /** The days the event names, for the dates that cannot be true (./event-dates.ts). */
  days: (e: F) => NamedDay[];
  /** Its options in `npm run shipment:status`, in the order its usage line shows them. */
  cli: readonly CliFlag<Shape>[];
};

/** An entry of an event status, its functions typed by its own fields. */
export function eventStatus<const Shape extends z.ZodRawShape>(entry: EventEntry<Shape>): EventEntry<Shape> {
  return entry;
}
