/** Imported first by main.tsx: every date formatted anywhere in the app uses Indonesian names (DESIGN.md). */
import dayjs from 'dayjs';
import 'dayjs/locale/id';

dayjs.locale('id');

export { dayjs };
