/**
 * Date picker of spec §2.3: value as `YYYY-MM-DD`, typed as yyyy-MM-dd, a "Hari Ini" button, and the Indonesian
 * month names of dayjs's `id` locale and antd's `id_ID`.
 */
import { UI } from '@kilau/domain';
import { Button, DatePicker, type DatePickerProps } from 'antd';
import idID from 'antd/es/locale/id_ID';
import { useState } from 'react';
import { dayjs } from '../lib/dayjs.ts';
import { today } from '../lib/session.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';

// Full Indonesian month names in the panel header ("November 2026", not "Nov 2026").
const pickerLocale = idID.DatePicker && {
  ...idID.DatePicker,
  lang: { ...idID.DatePicker.lang, monthFormat: 'MMMM', placeholder: DATE_FORMAT.toLowerCase().replace('mm', 'MM') },
};

type Props = Omit<DatePickerProps, 'value' | 'onChange' | 'format'> & {
  value?: string | null;
  onChange?: (value: string) => void;
  testId?: string;
};

export function DateField({ value, onChange, testId = 'date', ...rest }: Props) {
  const [open, setOpen] = useState(false);
  const d = value ? dayjs(value, DATE_FORMAT, true) : null;
  return (
    <DatePicker
      style={{ width: '100%' }}
      {...rest}
      locale={pickerLocale}
      format={DATE_FORMAT}
      value={d?.isValid() ? d : null}
      onChange={(v) => {
        const one = Array.isArray(v) ? v[0] : v;
        onChange?.(one ? one.format(DATE_FORMAT) : '');
      }}
      showNow={false}
      open={open}
      onOpenChange={setOpen}
      renderExtraFooter={() => (
        <Button
          type="link"
          size="small"
          onClick={() => {
            onChange?.(today());
            setOpen(false);
          }}
          data-testid={`${testId}-today`}
        >
          {UI.today}
        </Button>
      )}
      data-testid={testId}
    />
  );
}
