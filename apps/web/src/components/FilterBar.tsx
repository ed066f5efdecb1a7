/**
 * The filter bar of a list screen: each declared filter (`ReportFilter`) with its caption, then `Cari Data`. The
 * values are a draft until searched (Enter in a field or the button); the screen keeps the searched ones in the URL.
 */
import { SearchOutlined } from '@ant-design/icons';
import type { ReportFilter } from '@kilau/domain';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import type { ListValues } from '../lib/use-list-params.ts';
import { FilterControl } from './FilterControl.tsx';
import { FilterField } from './FilterField.tsx';

export function FilterBar(props: {
  filters: readonly ReportFilter[];
  draft: ListValues;
  onDraft: (next: ListValues) => void;
  onSearch: () => void;
  loading: boolean;
  /** Test ids: `<prefix>-<filter name>` unless `ids` names one, `<prefix>-search`, and `testId` on the bar. */
  prefix: string;
  ids?: Readonly<Record<string, string>>;
  widths?: (f: ReportFilter) => CSSProperties | undefined;
  testId?: string;
}) {
  return (
    <div className="k-filter" data-testid={props.testId}>
      {props.filters.map((f) => (
        <FilterField key={f.name} label={f.label}>
          <FilterControl
            f={f}
            values={props.draft}
            onChange={(v) => props.onDraft({ ...props.draft, [f.name]: v })}
            onEnter={props.onSearch}
            testId={props.ids?.[f.name] ?? `${props.prefix}-${f.name}`}
            style={props.widths?.(f)}
          />
        </FilterField>
      ))}
      <Button
        type="primary"
        icon={<SearchOutlined />}
        loading={props.loading}
        onClick={props.onSearch}
        data-testid={`${props.prefix}-search`}
      >
        Cari Data
      </Button>
    </div>
  );
}
