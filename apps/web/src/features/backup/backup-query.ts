/** The one key of `GET backup/status`: the owner screen and the dashboard card read it, every backup write refreshes it. */
import { queryKeys } from '../../lib/query.ts';

export const BACKUP_STATUS_KEY = [...queryKeys.all, 'backup', 'status'] as const;
