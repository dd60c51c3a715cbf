import type { PartnerTier } from "../../../content/pages/partner.ts";

/** Partner tiers side by side: what each asks for and what it gives. */
export function TierGrid({ tiers, labels }: { tiers: PartnerTier[]; labels: { requirements: string; benefits: string } }) {
  return (
    <ul className="card-grid tier-grid" data-columns={4}>
      {tiers.map((tier, index) => (
        <li key={tier.id} className="card tier-card" data-tier={tier.id} data-rank={index + 1}>
          <h3 className="card-title">{tier.name}</h3>
          <p>{tier.summary}</p>
          <h4 className="list-heading">{labels.requirements}</h4>
          <ul className="check-list">
            {tier.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h4 className="list-heading">{labels.benefits}</h4>
          <ul className="check-list check-list-accent">
            {tier.benefits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
