import type { CabinetSpecColumns, CabinetSpecRow } from "../../../content/pages/cabinet.ts";
import { ScrollRegion } from "../ui/scroll-region.tsx";

/** The cabinet types as a table: one row header per type, a caption naming the table. */
export function CabinetSpecTable({
  caption,
  columns,
  rows,
  note,
}: {
  caption: string;
  columns: CabinetSpecColumns;
  rows: CabinetSpecRow[];
  note: string;
}) {
  return (
    <>
      <ScrollRegion label={caption}>
        <table className="data-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.type}</th>
              <th scope="col">{columns.sizeU}</th>
              <th scope="col">{columns.dimensionsMm}</th>
              <th scope="col">{columns.powerKw}</th>
              <th scope="col">{columns.cooling}</th>
              <th scope="col">{columns.redundancy}</th>
              <th scope="col">{columns.suitableFor}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-cabinet={row.id}>
                <th scope="row">{row.type}</th>
                <td className="numeric">{`${row.sizeU}U`}</td>
                <td>{row.dimensionsMm}</td>
                <td className="numeric strong">{`${row.powerKw} kW`}</td>
                <td>{row.cooling}</td>
                <td>{row.redundancy}</td>
                <td>{row.suitableFor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="table-note">{note}</p>
    </>
  );
}
