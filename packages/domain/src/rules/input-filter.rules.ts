/** The three numeric input helpers of spec §2.3. */
export const onlyDigitsAndDots = (v: string): string => v.replace(/[^0-9.]/g, '');
export const onlyDigitsDotsAndK = (v: string): string => v.replace(/[^0-9.Kk]/g, '').toUpperCase();
export const onlyDigits = (v: string): string => v.replace(/[^0-9]/g, '');
