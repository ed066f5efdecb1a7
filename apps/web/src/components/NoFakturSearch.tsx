/** The document-number field of the cancel screens: typed or scanned, upper-case, Enter or `Cari` looks it up. */
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef, Space } from 'antd';
import type { Ref } from 'react';

export function NoFakturSearch(props: {
  ref?: Ref<InputRef>;
  value: string;
  onChange: (v: string) => void;
  onFind: () => void;
  loading: boolean;
  placeholder: string;
  label: string;
  /** Test ids `<testId>-no` and `<testId>-find`. */
  testId: string;
}) {
  return (
    <Space.Compact style={{ width: 520, maxWidth: '100%' }} className="k-mb">
      <Input
        ref={props.ref}
        size="large"
        value={props.value}
        placeholder={props.placeholder}
        style={{ textTransform: 'uppercase', fontFamily: 'monospace' }}
        onChange={(e) => props.onChange(e.target.value.toUpperCase())}
        onPressEnter={props.onFind}
        aria-label={props.label}
        data-testid={`${props.testId}-no`}
      />
      <Button
        size="large"
        icon={<SearchOutlined />}
        loading={props.loading}
        onClick={props.onFind}
        data-testid={`${props.testId}-find`}
      >
        Cari
      </Button>
    </Space.Compact>
  );
}
