/**
 * What a failed call says to the person who made it: its error's message (the server's Russian text, which the API
 * client puts there), or `otherwise` when there is none (an Error without a message, or no Error at all).
 */
export function errorText(error: unknown, otherwise: string): string {
  return error instanceof Error && error.message ? error.message : otherwise;
}
