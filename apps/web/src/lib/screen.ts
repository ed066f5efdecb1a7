import type { ReactNode } from 'react';

export type Screen = { path: string; element: ReactNode };
