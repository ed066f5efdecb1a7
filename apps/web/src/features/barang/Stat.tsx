/** A labelled figure of a counter screen (count, weight, total), big enough to read from the till. */
export function Stat(p: { label: string; value: string | number; testId?: string; tone?: 'ok' | 'warn' }) {
  return (
    <div className={`k-stat${p.tone ? ` k-stat-${p.tone}` : ''}`}>
      <div className="k-stat-label">{p.label}</div>
      <div className="k-stat-value" data-testid={p.testId}>
        {p.value}
      </div>
    </div>
  );
}
