/** Typed application errors: a status and an Indonesian message the client shows as is. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (m: string, extra?: Record<string, unknown>) => new AppError(400, m, extra);
export const forbidden = (m: string) => new AppError(403, m);
export const notFound = (m: string) => new AppError(404, m);
export const conflict = (m: string) => new AppError(409, m);
export const unprocessable = (m: string, extra?: Record<string, unknown>) => new AppError(422, m, extra);

/** PostgreSQL SQLSTATE of an error, through Drizzle's wrapper if present. */
export function pgCode(e: unknown): string | undefined {
  const any = e as { code?: unknown; cause?: { code?: unknown } } | undefined;
  if (typeof any?.code === 'string') return any.code;
  if (typeof any?.cause?.code === 'string') return any.cause.code;
  return undefined;
}
