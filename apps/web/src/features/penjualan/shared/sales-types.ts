/** Types of the sales screens derived from `@kilau/domain`'s declarations; the sales answers' types live there. */

import type { member, ResourceRowOf } from '@kilau/domain';

/** A member as `member/get/by-no-hp` and `POST member` answer it. */
export type Member = ResourceRowOf<typeof member>;

/** A master row as the pickers read it (`rekenings`, `sales/get/all`, `marketplace`). */
export type ResourceRowLike = Record<string, unknown>;
