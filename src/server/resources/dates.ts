/** Today as 'YYYY-MM-DD' (UTC): the default valid-from date and the day whose active version lists show. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
