import { useOpeningHours } from "./page-data";
import { company, telHref } from "~/content/company";

/** Phone, e-mail, address and opening hours, from the one source of company facts. */
export function ContactCards({
  labels,
  className,
}: {
  labels: { phone: string; email: string; address: string; hours: string };
  className?: string;
}) {
  const openingHours = useOpeningHours();
  const cards = [
    {
      key: "phone",
      label: labels.phone,
      body: (
        <a href={telHref(company.phone)} className="hover:underline">
          {company.phone}
        </a>
      ),
    },
    {
      key: "email",
      label: labels.email,
      body: (
        <a href={`mailto:${company.email}`} className="hover:underline">
          {company.email}
        </a>
      ),
    },
    {
      key: "address",
      label: labels.address,
      body: (
        <address className="not-italic">
          {company.address.street}, {company.address.postalCode} {company.address.locality}, {company.address.region}
        </address>
      ),
    },
    {
      key: "hours",
      label: labels.hours,
      body: openingHours.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      )),
    },
  ];
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.key} className="rounded-xl border border-slate-200 p-5">
          <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{card.label}</h3>
          <div className="mt-1 text-slate-800">{card.body}</div>
        </li>
      ))}
    </ul>
  );
}
