import { formatClaim, siteConfig } from "@/lib/config/site";

/**
 * Why us: the promises and the claims from site config (#shiplux on the home page, #benefits on landings).
 * Each promise is one the product or the terms (content/pages/shiplux-terms.md) keep: the e-mails are the
 * confirmations lib/leads/delivery sends, the booking is the booking page's, the hours are site config's.
 */
const hours = siteConfig.hours.map((h) => `${h.days} ${h.time}`).join(", ");

const benefits = [
  { title: "Licensed, bonded and insured carriers", text: "Every carrier holds FMCSA operating authority and cargo insurance we check before dispatch." },
  { title: "Insurance included in every quote", text: "The carrier’s cargo cover is part of the price, not an add-on." },
  { title: "No hidden fees", text: "We confirm the price with you before we book a carrier, and never raise it without your agreement." },
  { title: "Door-to-door", text: "Pickup and delivery as close to your addresses as a truck can safely get." },
  { title: "People seven days a week", text: `A person to talk to on the phone: ${hours}.` },
  { title: "Book your pickup online", text: "From the quick calculator, choose a pickup window and confirm it on your own booking page." },
  { title: "Confirmed by e-mail", text: "Your quote request and your booked pickup window are confirmed by e-mail, with your quote number and estimate." },
  { title: "Charged only once a carrier is confirmed", text: "No deposit to hold a quote; pay by phone with all major cards." },
];

export function BenefitsSection({ id = "shiplux" }: { id?: string }) {
  const { claims } = siteConfig;
  const stats = [
    { label: "Vehicles shipped", value: formatClaim(claims.vehiclesShipped) },
    { label: "Customers", value: formatClaim(claims.customers) },
    { label: "Years in business", value: String(claims.years) },
    { label: "Carrier partners", value: formatClaim(claims.carriers) },
    { label: "Service types", value: formatClaim(claims.serviceTypes) },
  ];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="below-fold bg-surface-2 px-6 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-title`} className="text-3xl font-extrabold">
          Why {siteConfig.name}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-5">
          {stats.map((s) => (
            <div key={s.label}>
              <dt className="text-sm text-muted">{s.label}</dt>
              <dd className="text-3xl font-extrabold">{s.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b) => (
            <li key={b.title} className="rounded-2xl bg-surface p-5">
              <h3 className="font-bold">{b.title}</h3>
              <p className="mt-2 text-sm text-muted">{b.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
