import { formatClaim, siteConfig } from "@/lib/config/site";

/** Why us: the promises and the claims from site config (#shiplux on the home page, #benefits on landings). */
const benefits = [
  { title: "Licensed, bonded and insured carriers", text: "Every carrier holds FMCSA operating authority and cargo insurance we check before dispatch." },
  { title: "Insurance included in every quote", text: "The carrier’s cargo cover is part of the price, not an add-on." },
  { title: "No hidden fees", text: "The price you agree is the price you pay: no fuel or booking surcharges later." },
  { title: "Door-to-door", text: "Pickup and delivery as close to your addresses as a truck can safely get." },
  { title: "24/7 service", text: "Updates and a person to talk to, day or night, while your vehicle is on the road." },
  { title: "Agree electronically", text: "Review and sign the order online; you know the moment a carrier is confirmed." },
  { title: "Orders confirmed by e-mail", text: "Every step, from booking to delivery, lands in your inbox." },
  { title: "Charged only once a carrier is confirmed", text: "No deposit to hold a quote; pay online or by phone with all major cards." },
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
    <section id={id} aria-labelledby={`${id}-title`} className="bg-surface-2 px-6 py-16">
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
