import { useId, useState } from "react";
import type { GpuInstanceColumns, GpuInstanceType } from "../../../content/pages/ai-compute.ts";
import { formatNumber } from "../../lib/format.ts";
import { ScrollRegion } from "../ui/scroll-region.tsx";
import { useSite } from "../../lib/use-site.ts";

type Billing = "hour" | "month";

interface PriceTableProps {
  caption: string;
  columns: GpuInstanceColumns;
  units: { hour: string; month: string };
  instances: GpuInstanceType[];
  note: string;
}

/**
 * GPU instance types with their price in RMB, per hour or per month. The switch is a radio group
 * (a native one: arrow keys, labels and the checked state come from the browser); the table's
 * price column and caption follow it, and a polite live region announces the change.
 */
export function PriceTable({ caption, columns, units, instances, note }: PriceTableProps) {
  const { language, messages } = useSite();
  const t = messages.sections;
  const [billing, setBilling] = useState<Billing>("hour");
  const name = useId();
  const billingLabel = billing === "hour" ? t.billingHourly : t.billingMonthly;
  const priceHeader = billing === "hour" ? columns.priceHourRmb : columns.priceMonthRmb;
  const options: Array<[Billing, string]> = [
    ["hour", t.billingHourly],
    ["month", t.billingMonthly],
  ];

  return (
    <div className="price-table">
      <fieldset className="segmented">
        <legend className="segmented-legend">{t.billingLabel}</legend>
        {options.map(([value, label]) => (
          <label key={value} className="segmented-option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={billing === value}
              onChange={() => setBilling(value)}
              data-billing={value}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <p className="visually-hidden" aria-live="polite">{`${t.priceShownIn}: ${billingLabel} (${units[billing]})`}</p>
      <ScrollRegion label={caption}>
        <table className="data-table" data-billing={billing}>
          <caption className="visually-hidden">{`${caption} (${billingLabel}, ${units[billing]})`}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.id}</th>
              <th scope="col">{columns.gpuModel}</th>
              <th scope="col">{columns.gpuMemory}</th>
              <th scope="col">{columns.vcpu}</th>
              <th scope="col">{columns.ramGib}</th>
              <th scope="col">{columns.storage}</th>
              <th scope="col">{columns.network}</th>
              <th scope="col" className="price-column">
                {priceHeader}
              </th>
              <th scope="col">{columns.suitableFor}</th>
            </tr>
          </thead>
          <tbody>
            {instances.map((instance) => {
              const price = billing === "hour" ? instance.priceHourRmb : instance.priceMonthRmb;
              return (
                <tr key={instance.id} data-instance={instance.id}>
                  <th scope="row" className="mono">
                    {instance.id}
                  </th>
                  <td className="gpu-model">{instance.gpuModel}</td>
                  <td>{instance.gpuMemory}</td>
                  <td className="numeric">{instance.vcpu}</td>
                  <td className="numeric">{formatNumber(instance.ramGib, language)}</td>
                  <td>{instance.storage}</td>
                  <td>{instance.network}</td>
                  <td className="numeric price-column" data-price={price}>
                    <span className="price">¥{formatNumber(price, language, billing === "hour" ? 2 : 0)}</span>
                    <span className="price-unit">{units[billing]}</span>
                  </td>
                  <td>{instance.suitableFor}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="table-note">{note}</p>
    </div>
  );
}
