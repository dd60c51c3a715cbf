/**
 * A horizontally scrollable box for wide tables on narrow screens. It is focusable so that
 * keyboard users can scroll it (WCAG 2.1.1), and named so that the focus stop makes sense.
 */
export function ScrollRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take keyboard focus
    <section className="table-wrap" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
